import { useId, type ReactNode } from 'react';
import { Box, Flex, Skeleton, Text, type BoxProps } from '@chakra-ui/react';
import { LuChartNoAxesColumn } from 'react-icons/lu';

/**
 * The frame around a chart (kernel/client/views/charts): a title, a caption saying what the figures
 * are (unit, period, region, sample size), the chart, and a base note under it (比较基准, how the
 * figures were computed). While loading it shows a skeleton of the chart's height; with no data an
 * empty state in the same space, so the page does not jump. A `<figure>` named by its title.
 *
 *   <ChartCard title="价格走势" unit="元/m²" period="2023Q1–2025Q2" region="江苏" sample={128}
 *     loading={store.trend.status === 'loading'} empty={!trend?.points.length} note="折线为各季度中位数…">
 *     <LineChart … />
 *   </ChartCard>
 */
export interface ChartCardProps extends Omit<BoxProps, 'title'> {
  /** The chart's title (names the figure). */
  readonly title: ReactNode;
  /** The heading level of the title (default h3). */
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * The title's size: `sm` (default, 14px) for charts among a page's content; `md` (17px) for a
   * chart that stands as a section of its own (a landing page's overview).
   */
  readonly titleSize?: ChartTitleSize;
  /** The unit of the figures, e.g. 元/m². */
  readonly unit?: string;
  /** The period the figures cover, e.g. 2024-01 至 2024-12. */
  readonly period?: string;
  /** The region, e.g. 江苏 · 南京. */
  readonly region?: string;
  /** How many samples the figures come from. */
  readonly sample?: number | string;
  /** More caption parts (e.g. 计价阶段：中标价). */
  readonly extraCaption?: readonly ReactNode[];
  /**
   * What the figures say, in a sentence or two, between the caption and the chart (e.g.
   * 住宅单方造价中位数最高…); the figure is described by it. Shown with the chart only.
   */
  readonly summary?: ReactNode;
  /** The base note under the chart (比较基准, method). */
  readonly note?: ReactNode;
  /** Buttons or selects beside the title. */
  readonly actions?: ReactNode;
  /** The data is loading: a skeleton instead of the chart. */
  readonly loading?: boolean;
  /** There is no data: the empty state instead of the chart (`true`: 暂无数据, or the text to say). */
  readonly empty?: boolean | string;
  /** The height of the skeleton and the empty state (default 240), ideally the chart's. */
  readonly placeholderHeight?: number;
  /** No border and padding (inside a card that has them). */
  readonly plain?: boolean;
  readonly children?: ReactNode;
}

export type ChartTitleSize = 'sm' | 'md';

const TITLE_FONT_SIZE: Record<ChartTitleSize, string> = { sm: '14px', md: '17px' };

/** The caption's parts: 单位：元/m² · 期间：… · 地区：… · 样本 128 个. */
export function chartCaption({ unit, period, region, sample }: Pick<ChartCardProps, 'unit' | 'period' | 'region' | 'sample'>): string[] {
  const parts: string[] = [];
  if (unit) parts.push(`单位：${unit}`);
  if (period) parts.push(`期间：${period}`);
  if (region) parts.push(`地区：${region}`);
  if (sample !== undefined && sample !== null && sample !== '') {
    parts.push(`样本 ${typeof sample === 'number' ? sample.toLocaleString('zh-CN') : sample} 个`);
  }
  return parts;
}

export function ChartCard(props: ChartCardProps) {
  const {
    title,
    headingLevel = 'h3',
    titleSize = 'sm',
    unit,
    period,
    region,
    sample,
    extraCaption = [],
    summary,
    note,
    actions,
    loading = false,
    empty = false,
    placeholderHeight = 240,
    plain = false,
    children,
    ...rest
  } = props;
  const titleId = useId();
  const summaryId = useId();
  const showSummary = !!summary && !loading && !empty;
  const caption: ReactNode[] = [...chartCaption({ unit, period, region, sample }), ...extraCaption];
  const frame: BoxProps = plain
    ? {}
    : { bg: 'white', borderWidth: '1px', borderColor: 'page.border', borderRadius: '8px', p: '4' };
  return (
    <Box
      as="figure"
      aria-labelledby={titleId}
      aria-describedby={showSummary ? summaryId : undefined}
      aria-busy={loading || undefined}
      m="0"
      minW="0"
      {...frame}
      {...rest}
    >
      <Flex align="flex-start" justify="space-between" gap="3" mb="3">
        <Box minW="0">
          <Text as={headingLevel} id={titleId} fontSize={TITLE_FONT_SIZE[titleSize]} fontWeight="600" color="gray.800" lineHeight="1.4">
            {title}
          </Text>
          {caption.length > 0 ? (
            <Text fontSize="12px" color="gray.500" mt="0.5" data-part="caption">
              {caption.map((part, i) => (
                <span key={i}>
                  {i > 0 ? ' · ' : null}
                  {part}
                </span>
              ))}
            </Text>
          ) : null}
        </Box>
        {actions ? (
          <Flex gap="2" align="center" flexShrink={0}>
            {actions}
          </Flex>
        ) : null}
      </Flex>
      {showSummary ? (
        <Text id={summaryId} fontSize="13px" color="gray.600" lineHeight="1.7" mt="-1" mb="4" data-part="summary">
          {summary}
        </Text>
      ) : null}
      {loading ? (
        <Skeleton h={`${placeholderHeight}px`} borderRadius="6px" data-part="loading" />
      ) : empty ? (
        <Flex
          h={`${placeholderHeight}px`}
          direction="column"
          align="center"
          justify="center"
          gap="2"
          color="gray.500"
          bg="gray.50"
          borderRadius="6px"
          role="status"
        >
          <LuChartNoAxesColumn size="28" aria-hidden="true" />
          <Text fontSize="14px">{typeof empty === 'string' ? empty : '暂无数据'}</Text>
        </Flex>
      ) : (
        children
      )}
      {note && !loading && !empty ? (
        <Text as="figcaption" fontSize="12px" color="gray.500" mt="3" lineHeight="1.8">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
