import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRotateCcw } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { FilterPanel as FilterCard, FilterRow, FilterTag, MonthRangeInputs, RegionFilterRow, TagRow, filterInputProps } from '@kernel/client/views/FilterPanel';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import { BUILDING_USES, PRICING_STAGES, STOREY_BANDS, STRUCTURES, type StoreyBand } from '@plugins/cost-data/shared/vocabulary';
import { ListStore } from '../list-store';
import { DATE_PRESETS, hasFilters, matchPreset, presetRange } from '../query';

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

/** The filter panel of the list: region, tag rows, area and date ranges, 重置. */
export const FilterPanel = observer(function FilterPanel() {
  const store = useService<ListStore>(ListStore);
  const regions = useService<RegionDirectory>(RegionDirectory);
  const q = store.query;
  useEffect(() => {
    void regions.ensureLoaded();
  }, [regions]);

  return (
    <FilterCard>
      <RegionFilterRow regions={regions.projectRegions()} list={store} />
      <TagRow collapsible label="工程用途" options={USE_OPTIONS} value={q.buildingUse ?? []} onChange={(v) => void store.update({ buildingUse: v })} />
      <TagRow collapsible label="结构形式" options={STRUCTURE_OPTIONS} value={q.structure ?? []} onChange={(v) => void store.update({ structure: v })} />
      <TagRow collapsible label="地上层数" options={STOREY_OPTIONS} value={q.storeyBand ?? []} onChange={(v) => void store.update({ storeyBand: v as StoreyBand[] })} />
      <TagRow collapsible label="计价阶段" options={STAGE_OPTIONS} value={q.pricingStage ?? []} onChange={(v) => void store.update({ pricingStage: v })} />
      <AreaRow />
      <DateRow />
      <Flex justify="flex-end" pt="3" gap="2">
        <Button size="sm" variant="outline" onClick={() => void store.reset()} disabled={!hasFilters({ ...q, keyWord: undefined })}>
          <LuRotateCcw aria-hidden="true" />
          重置
        </Button>
      </Flex>
    </FilterCard>
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
    <FilterRow label="建筑面积">
      <Flex wrap="wrap" align="center">
        <FilterTag selected={q.areaMin == null && q.areaMax == null} onClick={() => void store.update({ areaMin: undefined, areaMax: undefined })}>
          不限
        </FilterTag>
        {AREA_PRESETS.map((p) => (
          <FilterTag key={p.label} selected={activePreset === p} onClick={() => void store.update({ areaMin: p.min, areaMax: p.max })}>
            {p.label}
          </FilterTag>
        ))}
      </Flex>
      <Flex align="center" gap="1.5" ml="3">
        <Input {...filterInputProps} w="96px" inputMode="decimal" placeholder="最小面积" aria-label="建筑面积下限（m²）" value={min} onChange={(e) => setMin(e.target.value)} onKeyDown={onKey} onBlur={apply} />
        <Text color="gray.400">–</Text>
        <Input {...filterInputProps} w="96px" inputMode="decimal" placeholder="最大面积" aria-label="建筑面积上限（m²）" value={max} onChange={(e) => setMax(e.target.value)} onKeyDown={onKey} onBlur={apply} />
        <Text fontSize="13px" color="gray.500">
          m²
        </Text>
        <Button size="xs" variant="outline" h="28px" onClick={apply}>
          确定
        </Button>
      </Flex>
    </FilterRow>
  );
});

const DateRow = observer(function DateRow() {
  const store = useService<ListStore>(ListStore);
  const q = store.query;
  const now = new Date();
  const preset = matchPreset(q, now);
  return (
    <FilterRow label="价格日期" divider={false}>
      <Flex wrap="wrap" align="center">
        <FilterTag selected={!q.dateFrom && !q.dateTo} onClick={() => void store.update({ dateFrom: undefined, dateTo: undefined })}>
          不限
        </FilterTag>
        {DATE_PRESETS.map((p) => (
          <FilterTag key={p.id} selected={preset === p.id} onClick={() => void store.update(presetRange(p.id, now))}>
            {p.label}
          </FilterTag>
        ))}
      </Flex>
      <MonthRangeInputs label="价格日期" from={q.dateFrom} to={q.dateTo} onFrom={(dateFrom) => void store.update({ dateFrom })} onTo={(dateTo) => void store.update({ dateTo })} hint="格式 YYYY-MM" />
    </FilterRow>
  );
});
