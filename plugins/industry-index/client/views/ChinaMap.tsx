import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, Flex, Skeleton, Text } from '@chakra-ui/react';
import { geoArea, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { scaleThreshold } from 'd3-scale';
import type { ProvinceValue } from '../../shared/contract';
import { formatChange, formatShare } from '../format';

/**
 * The map of China shaded by one indicator (d3-geo over the province boundaries of the
 * `china-geojson` package, loaded with this view only). Each province with figures is a focusable
 * button (Enter or Space picks it for the trend), named by its value, rank and 同比; hovering or
 * focusing shows a tooltip. 台湾, 香港 and 澳门 are drawn without figures (暂无数据); 南海诸岛 is the
 * package's inset box at the lower right. The same figures are in the ranking and the table.
 */

interface BoundaryProperties {
  /** GB/T 2260 two-digit code ('32'); absent for 香港 and 澳门, '' for the 南海诸岛 inset. */
  id?: string;
  name: string;
  cp?: [number, number];
  longitude?: number;
  latitude?: number;
}

interface Boundary {
  type: 'Feature';
  id?: string | number;
  properties: BoundaryProperties;
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

/** The name of the inset of the South China Sea islands in the package. */
const INSET_NAME = '南海诸岛';

/**
 * d3-geo reads a ring's winding on the sphere: a polygon wound the other way covers the rest of the
 * globe. Turns every such polygon around (on a copy).
 */
function rewind(feature: Boundary): Boundary {
  const fix = (polygon: number[][][]) => (geoArea({ type: 'Polygon', coordinates: polygon }) > 2 * Math.PI ? polygon.map((ring) => [...ring].reverse()) : polygon);
  const g = feature.geometry;
  const geometry = g.type === 'Polygon' ? { type: 'Polygon' as const, coordinates: fix(g.coordinates) } : { type: 'MultiPolygon' as const, coordinates: g.coordinates.map(fix) };
  return { ...feature, geometry };
}

let boundaries: Promise<Boundary[]> | null = null;

/** The province boundaries (one download per visit of the site; an async chunk of its own). */
export function loadBoundaries(): Promise<Boundary[]> {
  boundaries ??= import(/* webpackChunkName: "china-boundaries" */ 'china-geojson/src/geojson/china.json')
    .then((m) => ((m as { default?: unknown }).default ?? m) as { features: Boundary[] })
    .then((collection) => collection.features.map(rewind))
    .catch((err: unknown) => {
      boundaries = null;
      throw err;
    });
  return boundaries;
}

/** Six classes from pale to deep brand blue. */
export const MAP_COLORS = ['#e4eefc', '#bcd3f6', '#8db3ee', '#5a8fe0', '#2d68c9', '#163f8c'] as const;
const NO_DATA = '#eef0f3';
const LEGEND_WHOLE = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A number rounded to two significant digits (the legend's breaks read as round figures). */
function roundBreak(v: number): number {
  if (!(v > 0)) return 0;
  const p = 10 ** (Math.floor(Math.log10(v)) - 1);
  return Math.round(v / p) * p;
}

/** The breaks between the six classes: the sextiles of the values, rounded, strictly rising. */
export function classBreaks(values: readonly number[]): number[] {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return [];
  const breaks: number[] = [];
  for (let k = 1; k < MAP_COLORS.length; k++) {
    const q = sorted[Math.min(sorted.length - 1, Math.floor((k * sorted.length) / MAP_COLORS.length))]!;
    const b = roundBreak(q);
    if (!breaks.length || b > breaks[breaks.length - 1]!) breaks.push(b);
  }
  return breaks;
}

export interface ChinaMapProps {
  readonly provinces: readonly ProvinceValue[];
  /** The indicator's name and unit (建筑业总产值, 亿元). */
  readonly name: string;
  readonly unit: string;
  /** 2023年. */
  readonly periodLabel: string;
  readonly format: (value: number) => string;
  /** The province of the trend (outlined). */
  readonly selectedAreaId: number | null;
  onSelect(areaid: number): void;
}

const WIDTH = 760;
const HEIGHT = 560;

export function ChinaMap({ provinces, name, unit, periodLabel, format, selectedAreaId, onSelect }: ChinaMapProps) {
  const [features, setFeatures] = useState<Boundary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [tip, setTip] = useState<{ code: string; x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadBoundaries().then(
      (f) => live && setFeatures(f),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const byCode = useMemo(() => new Map(provinces.map((p) => [p.code, p])), [provinces]);
  const breaks = useMemo(() => classBreaks(provinces.map((p) => p.value)), [provinces]);
  const color = useMemo(() => scaleThreshold<number, string>().domain(breaks).range(MAP_COLORS.slice(0, breaks.length + 1)), [breaks]);

  const shapes = useMemo(() => {
    if (!features) return null;
    const projection = geoMercator().fitExtent(
      [
        [8, 8],
        [WIDTH - 8, HEIGHT - 8],
      ],
      { type: 'FeatureCollection', features } as unknown as GeoPermissibleObjects,
    );
    const path = geoPath(projection);
    return features.map((f) => {
      const p = f.properties;
      const at = p.cp ?? (p.longitude !== undefined && p.latitude !== undefined ? [p.longitude, p.latitude] : null);
      const label = at ? projection(at as [number, number]) : null;
      const g = f as unknown as GeoPermissibleObjects;
      return { code: p.id ?? '', name: p.name, d: path(g) ?? '', label, centroid: path.centroid(g), bounds: path.bounds(g) };
    });
  }, [features]);

  const tipAt = (code: string, x: number, y: number) => setTip({ code, x, y });
  const fromPointer = (code: string) => (e: MouseEvent<SVGElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (box) tipAt(code, e.clientX - box.left, e.clientY - box.top);
  };
  const fromFocus = (code: string, centroid: [number, number]) => {
    const box = frame.current?.getBoundingClientRect();
    const scale = box ? box.width / WIDTH : 1;
    tipAt(code, centroid[0] * scale, centroid[1] * scale);
  };
  const onKey = (areaid: number) => (e: KeyboardEvent<SVGElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(areaid);
    }
  };

  const legend = useMemo(() => {
    const items: Array<{ color: string; text: string }> = [];
    // Breaks are round figures: whole numbers from 100 up.
    const fmt = (v: number) => (Math.abs(v) >= 100 ? LEGEND_WHOLE.format(v) : format(v));
    for (let i = 0; i <= breaks.length; i++) {
      const lo = breaks[i - 1];
      const hi = breaks[i];
      const text = lo === undefined ? `< ${fmt(hi!)}` : hi === undefined ? `≥ ${fmt(lo)}` : `${fmt(lo)} – ${fmt(hi)}`;
      items.push({ color: MAP_COLORS[i]!, text });
    }
    return items;
  }, [breaks, format]);

  const tipProvince = tip ? byCode.get(tip.code) : undefined;
  const tipName = tip ? (shapes?.find((s) => s.code === tip.code)?.name ?? '') : '';

  return (
    <Box position="relative">
      <Box ref={frame} position="relative" w="100%" style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }} onMouseLeave={() => setTip(null)}>
        {failed ? (
          <Flex h="100%" align="center" justify="center" color="gray.500" fontSize="13px" role="status">
            地图加载失败，请查看下方排名与数据表
          </Flex>
        ) : !shapes ? (
          <Skeleton h="100%" w="100%" borderRadius="6px" />
        ) : (
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height="100%" role="group" aria-label={`${periodLabel}各省${name}分布图（单位：${unit}），数据另见下方数据表`} style={{ display: 'block' }}>
            <style>{'.industry-map-region:focus-visible { stroke: #1b2b4a; stroke-width: 2.5px; } .industry-map-region:hover { filter: brightness(0.94); }'}</style>
            {shapes.map((s) => {
              if (s.name === INSET_NAME) {
                return <path key="inset" d={s.d} fill="none" stroke="#8a94a6" strokeWidth={0.8} aria-hidden="true" />;
              }
              const p = byCode.get(s.code);
              if (!p) {
                return (
                  <path
                    key={s.name}
                    d={s.d}
                    fill={NO_DATA}
                    stroke="#ffffff"
                    strokeWidth={0.8}
                    aria-hidden="true"
                    onMouseMove={fromPointer(s.code || s.name)}
                  />
                );
              }
              const selected = p.areaid === selectedAreaId;
              return (
                <path
                  key={s.code}
                  d={s.d}
                  fill={color(p.value)}
                  stroke={selected ? '#f5a623' : '#ffffff'}
                  strokeWidth={selected ? 2.2 : 0.8}
                  tabIndex={0}
                  role="button"
                  aria-pressed={selected}
                  aria-label={`${p.name}：${format(p.value)} ${unit}，第 ${p.rank} 名，同比 ${formatChange(p.yoy)}`}
                  data-code={p.code}
                  style={{ cursor: 'pointer', outline: 'none' }}
                  className="industry-map-region"
                  onMouseMove={fromPointer(s.code)}
                  onFocus={() => fromFocus(s.code, s.centroid as [number, number])}
                  onBlur={() => setTip(null)}
                  onClick={() => onSelect(p.areaid)}
                  onKeyDown={onKey(p.areaid)}
                />
              );
            })}
            {/* The selected province on top, so its outline is not hidden by its neighbours. */}
            {shapes
              .filter((s) => selectedAreaId !== null && byCode.get(s.code)?.areaid === selectedAreaId)
              .map((s) => (
                <path key="selected" d={s.d} fill="none" stroke="#f5a623" strokeWidth={2.4} pointerEvents="none" aria-hidden="true" />
              ))}
            <g aria-hidden="true" pointerEvents="none" fontSize="11" fill="#334155">
              {shapes
                .filter((s) => s.label && s.name !== INSET_NAME && s.name !== '香港' && s.name !== '澳门' && s.name !== '天津')
                .map((s) => {
                  const p = byCode.get(s.code);
                  // Light text on the two deepest classes.
                  const dark = p !== undefined && MAP_COLORS.indexOf(color(p.value) as (typeof MAP_COLORS)[number]) >= MAP_COLORS.length - 2;
                  return (
                    <text
                      key={`l${s.name}`}
                      x={s.label![0]}
                      y={s.label![1]}
                      textAnchor="middle"
                      dominantBaseline="middle"
                      fill={dark ? '#ffffff' : '#334155'}
                      style={{ paintOrder: 'stroke' }}
                      stroke={dark ? 'rgba(15,40,90,0.35)' : 'rgba(255,255,255,0.7)'}
                      strokeWidth={2}
                    >
                      {s.name}
                    </text>
                  );
                })}
              {shapes
                .filter((s) => s.name === INSET_NAME)
                .map((s) => (
                  <text key="inset-label" x={(s.bounds[0][0] + s.bounds[1][0]) / 2} y={s.bounds[1][1] - 6} textAnchor="middle" fontSize="10" fill="#64748b">
                    南海诸岛
                  </text>
                ))}
            </g>
          </svg>
        )}
        {tip && shapes ? (
          <Box
            position="absolute"
            left={`${tip.x + 14}px`}
            top={`${tip.y + 10}px`}
            pointerEvents="none"
            bg="white"
            borderWidth="1px"
            borderColor="page.border"
            borderRadius="6px"
            boxShadow="0 4px 14px rgba(15, 23, 42, 0.12)"
            px="3"
            py="2"
            fontSize="12px"
            minW="150px"
            zIndex={2}
            role="tooltip"
          >
            <Text fontWeight="600" color="gray.800" mb="0.5">
              {tipProvince?.name ?? tipName}
            </Text>
            {tipProvince ? (
              <>
                <Text color="gray.700" fontVariantNumeric="tabular-nums">
                  {name}：{format(tipProvince.value)} {unit}
                </Text>
                <Text color="gray.500" fontVariantNumeric="tabular-nums">
                  第 {tipProvince.rank} 名 · 同比 {formatChange(tipProvince.yoy)}
                  {tipProvince.share !== null ? ` · 占全国 ${formatShare(tipProvince.share)}` : ''}
                </Text>
              </>
            ) : (
              <Text color="gray.500">暂无数据</Text>
            )}
          </Box>
        ) : null}
      </Box>
      <Flex as="ul" aria-label={`图例（${unit}）`} listStyleType="none" wrap="wrap" gap="3" mt="2" fontSize="12px" color="gray.600" align="center">
        <Text as="li" color="gray.500">
          单位：{unit}
        </Text>
        {legend.map((l) => (
          <Flex as="li" key={l.text} align="center" gap="1.5">
            <Box w="14px" h="10px" borderRadius="2px" bg={l.color} aria-hidden="true" />
            <Text as="span" fontVariantNumeric="tabular-nums">
              {l.text}
            </Text>
          </Flex>
        ))}
        <Flex as="li" align="center" gap="1.5">
          <Box w="14px" h="10px" borderRadius="2px" bg={NO_DATA} borderWidth="1px" borderColor="#d8dde6" aria-hidden="true" />
          <Text as="span">暂无数据</Text>
        </Flex>
      </Flex>
    </Box>
  );
}
