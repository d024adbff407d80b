import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, Grid, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCalculator } from 'react-icons/lu';
import { useEmit, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable } from '@kernel/client/views/DataTable';
import { FormField } from '@kernel/client/views/FormField';
import { Histogram } from '@kernel/client/views/charts';
import type { G22CalculatorParams, G22Estimate } from '../../shared/contract';
import { monthIso, monthText, money, num, percent } from '../format';
import { G22Store } from '../tokens';
import { Figure, Notes } from './parts';

interface FormState {
  areaId: string;
  buildingUse: string;
  structure: string;
  floors: string;
  area: string;
  seismic: string;
  rebar: string;
}

const DEFAULTS: FormState = { areaId: '12', buildingUse: '住宅', structure: '剪力墙', floors: '18', area: '12000', seismic: '7度', rebar: '55' };

function Select({ value, onChange, options }: { id?: string; value: string; onChange(v: string): void; options: readonly { value: string; label: string }[] }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The answer: the benchmark range, the position of the building, the savings and the assumptions. */
function EstimateResult({ result }: { result: G22Estimate }) {
  const b = result.benchmark;
  const likely = result.scenarios.find((s) => s.code === 'p50')!;
  const period = `${monthIso(b.fromMonth)} 至 ${monthIso(b.toMonth)}`;
  return (
    <Flex direction="column" gap="4" aria-live="polite" data-testid="g22-estimate">
      <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="4" bg="linear-gradient(135deg, #0f45a3 0%, #1456c8 60%, #2265d6 100%)" color="white" borderRadius="8px" px="6" py="4">
        <Figure tone="light" label="同类工程钢筋含量中位数" value={num(b.p50)} unit="kg/m²" hint={`P25–P75：${num(b.p25)}～${num(b.p75)}`} />
        <Figure tone="light" label="当前含量所处位置" value={`高于 ${percent(b.rank, 1)}`} hint="的同类样本" />
        <Figure tone="light" label="可能节约造价（降至中位数）" value={money(likely.savingPerM2)} unit="元/m²" hint={`合计 ${money(likely.saving)} 元`} />
        <Figure tone="light" label={`钢筋信息价（${result.price.regionName}）`} value={money(result.price.value)} unit="元/t" hint={`${monthText(result.price.month)} · HRB400E Φ20~25`} />
      </Grid>
      <Text fontSize="14px" color="gray.700" lineHeight="1.8" bg="#f5f8ff" borderLeftWidth="3px" borderColor="brand.500" px="4" py="2">
        {result.assessment}
      </Text>
      <Grid templateColumns="minmax(0, 1.15fr) minmax(0, 1fr)" gap="4">
        <ChartCard
          title="同类工程钢筋含量分布"
          unit="kg/m²（按建筑面积）"
          period={period}
          region={`全国 · ${b.provinces} 个省份`}
          sample={b.sample}
          extraCaption={[b.group]}
          summary={`同类工程钢筋含量 P10 ${num(b.p10)}、中位数 ${num(b.p50)}、P90 ${num(b.p90)} kg/m²；输入的 ${num(result.query.rebar)} kg/m² 高于 ${percent(b.rank, 1)} 的样本。`}
          note={b.widened.length ? `同类样本不足，已${b.widened.join('、')}。` : undefined}
        >
          <Histogram
            bins={b.bins}
            unit="kg/m²"
            height={230}
            ariaLabel="同类工程钢筋含量分布直方图"
            markers={[
              { label: '中位数', value: b.p50, color: '#1456c8' },
              { label: '当前', value: result.query.rebar, color: '#d92d20' },
            ]}
          />
        </ChartCard>
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4">
          <Text as="h3" fontSize="14px" fontWeight="600" color="gray.800">
            优化情景与节约造价
          </Text>
          <Text fontSize="12px" color="gray.500" mt="0.5" mb="3">
            单位：元 · 建筑面积 {num(result.query.area)} m² · 钢筋价 {money(result.price.value)} 元/t（{result.price.regionName} {monthText(result.price.month)} 信息价）
          </Text>
          <DataTable
            label="优化情景与节约造价"
            rowKey={(r) => r.code}
            rows={result.scenarios}
            columns={[
              { key: 'name', header: '情景', cell: (r) => r.name, rowHeader: true },
              { key: 'target', header: '目标含量', unit: 'kg/m²', align: 'right', cell: (r) => num(r.target) },
              { key: 'delta', header: '降低', unit: 'kg/m²', align: 'right', cell: (r) => num(r.delta) },
              { key: 'tons', header: '节约钢筋', unit: 't', align: 'right', cell: (r) => num(r.tons, 3) },
              { key: 'perM2', header: '节约造价', unit: '元/m²', align: 'right', cell: (r) => money(r.savingPerM2) },
              { key: 'saving', header: '合计', unit: '元', align: 'right', cell: (r) => money(r.saving) },
            ]}
          />
          <Text fontSize="12px" color="gray.500" mt="3" lineHeight="1.7">
            抗震等级（推定）：{result.seismicGrade} · 房屋高度约 {num(result.heightM, 1)} m · {result.provinceName}
          </Text>
        </Box>
      </Grid>
      <Notes title="测算假设" items={result.assumptions} />
    </Flex>
  );
}

/** 优化测算: the form and its answer. Running it needs a login (the dialog opens otherwise). */
export const Calculator = observer(function Calculator({ params }: { params: G22CalculatorParams }) {
  const store = useService<G22Store>(G22Store);
  const session = useService<SessionStore>(SessionStore);
  const emit = useEmit();
  const [form, setForm] = useState<FormState>(DEFAULTS);
  const set = (key: keyof FormState) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!session.isLogin) {
      emit('openLogin', {});
      return;
    }
    void store.runEstimate({
      areaId: Number(form.areaId),
      buildingUse: form.buildingUse,
      structure: form.structure,
      floors: Number(form.floors),
      area: Number(form.area),
      seismic: form.seismic,
      rebar: Number(form.rebar),
    });
  };
  const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
  const result = store.estimate.data;
  const l = params.limits;
  return (
    <Box>
      <chakra.form onSubmit={submit} aria-label="优化测算" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5" mb="4">
        <Grid templateColumns="repeat(4, minmax(0, 1fr))" columnGap="5" rowGap="3">
          <FormField label="工程所在省份">
            <Select id="g22-area" value={form.areaId} onChange={set('areaId')} options={params.provinces.map((p) => ({ value: String(p.areaid), label: p.name }))} />
          </FormField>
          <FormField label="建筑用途">
            <Select id="g22-use" value={form.buildingUse} onChange={set('buildingUse')} options={opts(params.uses)} />
          </FormField>
          <FormField label="结构形式">
            <Select id="g22-structure" value={form.structure} onChange={set('structure')} options={opts(params.structures)} />
          </FormField>
          <FormField label="抗震设防烈度">
            <Select id="g22-seismic" value={form.seismic} onChange={set('seismic')} options={opts(params.seismic)} />
          </FormField>
          <FormField label="地上层数（层）" hint={`${l.floorsMin}～${l.floorsMax}`}>
            <Input size="sm" type="number" inputMode="numeric" min={l.floorsMin} max={l.floorsMax} step={1} value={form.floors} onChange={(e) => set('floors')(e.currentTarget.value)} required />
          </FormField>
          <FormField label="建筑面积（m²）" hint="含地下室，与钢筋含量口径一致">
            <Input size="sm" type="number" inputMode="decimal" min={l.areaMin} max={l.areaMax} step="0.01" value={form.area} onChange={(e) => set('area')(e.currentTarget.value)} required />
          </FormField>
          <FormField label="当前钢筋含量（kg/m²）" hint="设计或算量结果">
            <Input size="sm" type="number" inputMode="decimal" min={l.rebarMin} max={l.rebarMax} step="0.01" value={form.rebar} onChange={(e) => set('rebar')(e.currentTarget.value)} required />
          </FormField>
          <Flex align="flex-end" pb="1">
            <Button type="submit" colorPalette="brand" size="sm" w="100%" loading={store.estimate.status === 'loading'} loadingText="测算中…">
              <LuCalculator aria-hidden="true" />
              开始测算
            </Button>
          </Flex>
        </Grid>
        <Text fontSize="12px" color="gray.500" mt="3">
          价格取 {params.rebarResource} {monthText(params.priceMonth)} 信息价；对标样本来自本站单项工程技术经济指标。{session.isLogin ? '' : '登录后可测算。'}
        </Text>
      </chakra.form>
      {store.estimate.status === 'error' ? (
        <Text role="alert" color="red.600" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="4" py="3" mb="4" fontSize="13px">
          {store.estimate.error}
        </Text>
      ) : null}
      {result ? <EstimateResult result={result} /> : null}
    </Box>
  );
});
