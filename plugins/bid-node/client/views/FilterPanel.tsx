import { useEffect, useState, type KeyboardEvent } from 'react';
import { Box, Button, Flex, Input, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRotateCcw, LuX } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import { BUILDING_USES, PRICING_STAGES, STOREY_BANDS, STRUCTURES, type StoreyBand } from '@plugins/cost-data/shared/vocabulary';
import { ListStore } from '../list-store';
import { isMonthKey } from '@kernel/core/months';
import { DATE_PRESETS, hasFilters, matchPreset, presetRange } from '../query';
import { MonthInput } from '@kernel/client/views/MonthInput';
import { Chip, TagRow } from './TagRow';

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const USE_OPTIONS = asOptions(BUILDING_USES);
const STRUCTURE_OPTIONS = asOptions(STRUCTURES);
const STAGE_OPTIONS = asOptions(PRICING_STAGES);
const STOREY_OPTIONS = STOREY_BANDS.map((b) => ({ value: b.code, label: b.label }));

const AREA_PRESETS = [
  { label: '1万m²以下', min: undefined, max: 10000 },
  { label: '1万-3万m²', min: 10000, max: 30000 },
  { label: '3万-5万m²', min: 30000, max: 50000 },
  { label: '5万m²以上', min: 50000, max: undefined },
] as const;

const inputProps = { size: 'sm', h: '28px', bg: 'white', borderColor: 'gray.300', fontSize: '13px' } as const;

/** The filter panel of the list: region, tag rows, area and date ranges, 重置. */
export const FilterPanel = observer(function FilterPanel() {
  const store = useService<ListStore>(ListStore);
  const regions = useService<RegionDirectory>(RegionDirectory);
  const q = store.query;
  useEffect(() => {
    void regions.ensureLoaded();
  }, [regions]);

  return (
    <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="5" pt="2" pb="3" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)">
      <Flex align="center" py="2.5" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" gap="3">
        <Text flex="0 0 84px" fontSize="13px" color="gray.500">
          工程地区
        </Text>
        <RegionSelector regions={regions.projectRegions()} value={q.areaId ?? 1} onChange={(areaId) => void store.update({ areaId: areaId > 1 ? areaId : undefined })} allowCities label="地区" />
        {q.keyWord ? (
          <Flex align="center" gap="1" ml="2" px="2" h="26px" bg="accent.50" color="accent.800" borderRadius="4px" fontSize="13px">
            关键词：<Text as="span" fontWeight="600">{q.keyWord}</Text>
            <chakra.button type="button" aria-label="清除关键词" onClick={() => void store.update({ keyWord: undefined })} display="inline-flex" p="0.5" cursor="pointer" borderRadius="2px" _hover={{ bg: 'accent.100' }}>
              <LuX aria-hidden="true" />
            </chakra.button>
          </Flex>
        ) : null}
      </Flex>
      <TagRow label="工程用途" options={USE_OPTIONS} value={q.buildingUse ?? []} onChange={(v) => void store.update({ buildingUse: v })} />
      <TagRow label="结构形式" options={STRUCTURE_OPTIONS} value={q.structure ?? []} onChange={(v) => void store.update({ structure: v })} />
      <TagRow label="地上层数" options={STOREY_OPTIONS} value={q.storeyBand ?? []} onChange={(v) => void store.update({ storeyBand: v as StoreyBand[] })} />
      <TagRow label="计价阶段" options={STAGE_OPTIONS} value={q.pricingStage ?? []} onChange={(v) => void store.update({ pricingStage: v })} />
      <AreaRow />
      <DateRow />
      <Flex justify="flex-end" pt="3" gap="2">
        <Button size="sm" variant="outline" onClick={() => void store.reset()} disabled={!hasFilters({ ...q, keyWord: undefined })}>
          <LuRotateCcw aria-hidden="true" />
          重置
        </Button>
      </Flex>
    </Box>
  );
});

function toNumber(s: string): number | undefined {
  const t = s.trim();
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const AreaRow = observer(function AreaRow() {
  const store = useService<ListStore>(ListStore);
  const q = store.query;
  const [min, setMin] = useState(q.areaMin?.toString() ?? '');
  const [max, setMax] = useState(q.areaMax?.toString() ?? '');
  useEffect(() => {
    setMin(q.areaMin?.toString() ?? '');
    setMax(q.areaMax?.toString() ?? '');
  }, [q.areaMin, q.areaMax]);
  const apply = () => {
    let a = toNumber(min);
    let b = toNumber(max);
    if (a != null && b != null && a > b) [a, b] = [b, a];
    if (a === q.areaMin && b === q.areaMax) return;
    void store.update({ areaMin: a, areaMax: b });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') apply();
  };
  const activePreset = AREA_PRESETS.find((p) => p.min === q.areaMin && p.max === q.areaMax);
  return (
    <Flex align="center" py="2" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" role="group" aria-label="建筑面积">
      <Text flex="0 0 84px" fontSize="13px" color="gray.500">
        建筑面积
      </Text>
      <Flex wrap="wrap" align="center">
        <Chip selected={q.areaMin == null && q.areaMax == null} onClick={() => void store.update({ areaMin: undefined, areaMax: undefined })}>
          不限
        </Chip>
        {AREA_PRESETS.map((p) => (
          <Chip key={p.label} selected={activePreset === p} onClick={() => void store.update({ areaMin: p.min, areaMax: p.max })}>
            {p.label}
          </Chip>
        ))}
      </Flex>
      <Flex align="center" gap="1.5" ml="3">
        <Input {...inputProps} w="96px" inputMode="decimal" placeholder="最小面积" aria-label="建筑面积下限（m²）" value={min} onChange={(e) => setMin(e.target.value)} onKeyDown={onKey} onBlur={apply} />
        <Text color="gray.400">–</Text>
        <Input {...inputProps} w="96px" inputMode="decimal" placeholder="最大面积" aria-label="建筑面积上限（m²）" value={max} onChange={(e) => setMax(e.target.value)} onKeyDown={onKey} onBlur={apply} />
        <Text fontSize="13px" color="gray.500">
          m²
        </Text>
        <Button size="xs" variant="outline" h="28px" onClick={apply}>
          确定
        </Button>
      </Flex>
    </Flex>
  );
});

const DateRow = observer(function DateRow() {
  const store = useService<ListStore>(ListStore);
  const q = store.query;
  const now = new Date();
  const preset = matchPreset(q, now);
  const setFrom = (v: string | undefined) => void store.update({ dateFrom: isMonthKey(v) ? v : undefined });
  const setTo = (v: string | undefined) => void store.update({ dateTo: isMonthKey(v) ? v : undefined });
  return (
    <Flex align="center" py="2" role="group" aria-label="价格日期">
      <Text flex="0 0 84px" fontSize="13px" color="gray.500">
        价格日期
      </Text>
      <Flex wrap="wrap" align="center">
        <Chip selected={!q.dateFrom && !q.dateTo} onClick={() => void store.update({ dateFrom: undefined, dateTo: undefined })}>
          不限
        </Chip>
        {DATE_PRESETS.map((p) => (
          <Chip key={p.id} selected={preset === p.id} onClick={() => void store.update(presetRange(p.id, now))}>
            {p.label}
          </Chip>
        ))}
      </Flex>
      <Flex align="center" gap="1.5" ml="3">
        <MonthInput {...inputProps} w="96px" aria-label="价格日期起（年-月）" placeholder="起始年月" value={q.dateFrom} onChange={setFrom} />
        <Text color="gray.400">至</Text>
        <MonthInput {...inputProps} w="96px" aria-label="价格日期止（年-月）" placeholder="截止年月" value={q.dateTo} onChange={setTo} />
        <Text fontSize="12px" color="gray.400">
          格式 YYYY-MM
        </Text>
      </Flex>
    </Flex>
  );
});
