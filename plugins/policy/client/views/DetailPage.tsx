import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowLeft, LuArrowRight, LuFileDown } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts } from '@kernel/client/views/DetailFrame';
import { EmptyState, LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { POLICY_LEVEL_NAMES, POLICY_STATUS_NAMES, type PolicyBlock, type PolicyBrief, type PolicyDetail } from '../../shared/contract';
import { policyRoutes } from '../../shared/routes';
import { PolicyDetailStore } from '../tokens';
import { PolicySampleNote, StatusBadge, TypeBadge, chineseDate, usePolicyLink } from './parts';

function idOf(params: { policyId?: string }): number | null {
  const id = Number(params.policyId);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/** The document's request starts as soon as the page's code is loaded. */
export function prepare({ get, params }: PagePrepareContext): void {
  const id = idOf(params);
  if (id) void get<PolicyDetailStore>(PolicyDetailStore).load(id);
}

const SECTIONS = [
  { id: 'fulltext', label: '正文' },
  { id: 'replacement', label: '替代关系' },
  { id: 'related', label: '相关文件' },
] as const;

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const LIST = { label: '政策文件', href: policyRoutes.index() };

/** /policy/detail/:policyId (VIP): one document's full text, its PDF, what it replaces and related documents. */
const DetailPage = observer(function DetailPage({ params }: { params: { policyId?: string } }) {
  const store = useService<PolicyDetailStore>(PolicyDetailStore);
  const id = idOf(params);
  useEffect(() => {
    if (id) void store.load(id);
  }, [store, id]);
  const detail = store.detail.data?.policyId === id ? store.detail.data : null;

  if (!id || (store.detail.status === 'error' && store.policyId === id)) {
    return (
      <DetailNotFound
        breadcrumb={[LIST, { label: '详情' }]}
        title="未找到该政策文件"
        description={store.detail.error || '该政策文件不存在或已下架，请返回列表重新选择。'}
        back={{ href: policyRoutes.index(), label: '返回列表' }}
      />
    );
  }

  return (
    <DetailFrame breadcrumb={[LIST, { label: detail ? detail.title : '详情' }]} header={<Header detail={detail} />} sections={SECTIONS} highlightActive>
      <SectionCard id="fulltext" title="正文" extra={detail ? <Text>共 {detail.blocks.length} 段</Text> : null}>
        {detail ? <FullText detail={detail} /> : <SkeletonBlock lines={10} />}
      </SectionCard>
      <SectionCard id="replacement" title="替代关系">
        {detail ? <Replacement detail={detail} /> : <SkeletonBlock lines={2} />}
      </SectionCard>
      <SectionCard id="related" title="相关文件">
        <Related detail={detail} />
      </SectionCard>
      <PolicySampleNote />
    </DetailFrame>
  );
});

export default DetailPage;

const Header = observer(function Header({ detail }: { detail: PolicyDetail | null }) {
  const store = useService<PolicyDetailStore>(PolicyDetailStore);
  if (!detail) return <DetailHeaderCard loading skeletonLines={5} />;
  const facts: Array<{ label: string; value: ReactNode }> = [
    { label: '文号', value: detail.docNo },
    { label: '发文机关', value: detail.issuer },
    { label: '发布日期', value: detail.publishDate },
    { label: '实施日期', value: detail.effectiveDate },
    { label: '地区', value: detail.areaName },
    { label: '文件类型', value: detail.typeName },
    { label: '发文层级', value: POLICY_LEVEL_NAMES[detail.level] },
    { label: '状态', value: POLICY_STATUS_NAMES[detail.status] },
  ];
  return (
    <DetailHeaderCard
      asideWidth={260}
      aside={
        <>
          <Box>
            <Text fontSize="13px" opacity={0.85}>
              文件状态
            </Text>
            <Text fontSize="26px" fontWeight="700" lineHeight="1.3" data-testid="policy-status">
              {POLICY_STATUS_NAMES[detail.status]}
            </Text>
            {detail.replacedBy ? (
              <Text fontSize="12px" opacity={0.8}>
                已由 {detail.replacedBy.docNo} 替代
              </Text>
            ) : null}
          </Box>
          <Box borderTopWidth="1px" borderColor="whiteAlpha.300" pt="3">
            <Text fontSize="13px" opacity={0.85}>
              实施日期
            </Text>
            <Text fontSize="18px" fontWeight="600" {...num}>
              {chineseDate(detail.effectiveDate)}
            </Text>
          </Box>
        </>
      }
    >
      <Flex align="center" gap="2" mb="2" wrap="wrap">
        <TypeBadge type={detail.type} name={detail.typeName} />
        <StatusBadge status={detail.status} />
        <Text as="span" fontSize="12px" color="gray.500">
          {POLICY_LEVEL_NAMES[detail.level]} · {detail.areaName}
        </Text>
      </Flex>
      <Text as="h1" fontSize="21px" fontWeight="700" color="gray.900" lineHeight="1.5">
        {detail.title}
      </Text>
      {detail.summary ? (
        <Text fontSize="13px" color="gray.600" mt="2" lineHeight="1.7">
          {detail.summary}
        </Text>
      ) : null}
      {detail.status !== 'current' ? <NotCurrentNotice detail={detail} /> : null}
      <HeaderFacts items={facts} />
      <Flex gap="2" mt="5" align="center" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => void store.downloadPdf()} loading={store.downloading} loadingText="生成中…">
          <LuFileDown aria-hidden="true" />
          下载原文
        </Button>
        <Text fontSize="12px" color="gray.400">
          PDF 原文，与下方正文一致
        </Text>
      </Flex>
    </DetailHeaderCard>
  );
});

/** A replaced or expired document says so at the top, with the way to the document in force. */
function NotCurrentNotice({ detail }: { detail: PolicyDetail }) {
  const link = usePolicyLink();
  const by = detail.replacedBy;
  return (
    <Flex role="note" align="baseline" gap="1" wrap="wrap" mt="3" px="3" py="2" bg="#fff8e6" borderWidth="1px" borderColor="#f5dfa6" borderRadius="6px" fontSize="13px" color="#7a5b12" data-testid="policy-not-current">
      {by ? (
        <>
          <Text as="span">本文件已被</Text>
          <chakra.a {...link(by.policyId)} color="brand.700" fontWeight="600" _hover={{ textDecoration: 'underline' }}>
            《{by.title}》（{by.docNo}）
          </chakra.a>
          <Text as="span">替代，自 {by.effectiveDate} 起执行新文件，本文件仅供查阅。</Text>
        </>
      ) : (
        <Text as="span">本文件已失效，仅供查阅；执行时请以现行有效的文件为准。</Text>
      )}
    </Flex>
  );
}

/** The document as issued: the red-headed issuer, the 文号, the title and the blocks in order. */
function FullText({ detail }: { detail: PolicyDetail }) {
  let tables = 0;
  return (
    <Box as="article" aria-label={`${detail.title}正文`} maxW="860px" mx="auto" px="8" py="6" color="gray.800" fontSize="15px" lineHeight="2">
      <Box textAlign="center" pb="3" mb="5" borderBottomWidth="2px" borderColor="#c8161d">
        <Text fontSize="24px" fontWeight="700" color="#c8161d" letterSpacing="0.12em" lineHeight="1.5">
          {detail.issuer}
        </Text>
        <Text fontSize="14px" color="gray.700" mt="2" {...num}>
          {detail.docNo}
        </Text>
      </Box>
      <Text as="h2" fontSize="20px" fontWeight="700" textAlign="center" lineHeight="1.6" mb="5" color="gray.900">
        {detail.title}
      </Text>
      {detail.blocks.map((block, i) => {
        if (block.kind === 'table') tables += 1;
        return <BlockView key={i} block={block} tableIndex={tables} />;
      })}
    </Box>
  );
}

function BlockView({ block, tableIndex }: { block: PolicyBlock; tableIndex: number }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Text as="h3" fontSize="15px" fontWeight="700" mt="3" textIndent="2em" data-block="heading">
          {block.text}
        </Text>
      );
    case 'preamble':
      return (
        <Text textIndent={/[：:]$/.test(block.text) ? '0' : '2em'} data-block="preamble">
          {block.text}
        </Text>
      );
    case 'signature':
    case 'date':
      return (
        <Text textAlign="right" pr="8" mt={block.kind === 'signature' ? '6' : '0'} data-block={block.kind}>
          {block.text}
        </Text>
      );
    case 'attachment':
      return (
        <Text fontSize="14px" color="gray.700" mt="2" data-block="attachment">
          {block.text}
        </Text>
      );
    case 'table':
      return <BlockTable block={block} index={tableIndex} />;
    default:
      return (
        <Text textIndent="2em" data-block={block.kind}>
          {block.text}
        </Text>
      );
  }
}

/** A table of the document as a real table: its caption, column headers and rows. */
function BlockTable({ block, index }: { block: PolicyBlock; index: number }) {
  const header = block.header ?? [];
  const rows = block.rows ?? [];
  const cell = { borderWidth: '1px', borderColor: 'gray.300', px: '3', py: '1.5', fontSize: '14px', lineHeight: '1.6' } as const;
  // The row's name: the first column, or the second when the first only numbers the rows (序号).
  const rowHeader = rows.length && rows.every((r) => /^\d+$/.test((r[0] ?? '').trim())) && (rows[0]?.length ?? 0) > 1 ? 1 : 0;
  return (
    <Box my="4">
      {block.text ? <Text textIndent="2em">{block.text}</Text> : null}
      <Box overflowX="auto">
        <chakra.table w="full" borderCollapse="collapse" data-block="table" {...num}>
          <chakra.caption captionSide="top" fontSize="14px" fontWeight="600" color="gray.800" pb="2" textAlign="center">
            {block.caption || `表${index}`}
          </chakra.caption>
          {header.length ? (
            <chakra.thead bg="gray.50">
              <chakra.tr>
                {header.map((h, i) => (
                  <chakra.th key={i} scope="col" {...cell} fontWeight="600" color="gray.700" textAlign="center" whiteSpace={h.length <= 4 ? 'nowrap' : undefined}>
                    {h}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
          ) : null}
          <chakra.tbody>
            {rows.map((row, r) => (
              <chakra.tr key={r}>
                {row.map((c, i) =>
                  i === rowHeader ? (
                    <chakra.th key={i} scope="row" {...cell} fontWeight="500" textAlign="left">
                      {c}
                    </chakra.th>
                  ) : (
                    <chakra.td key={i} {...cell} textAlign={i < rowHeader ? 'center' : /^[-−]?[\d.,%％]+$/.test(c.trim()) ? 'right' : 'center'}>
                      {c}
                    </chakra.td>
                  ),
                )}
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}

function Replacement({ detail }: { detail: PolicyDetail }) {
  if (!detail.replaces && !detail.replacedBy) {
    return (
      <Text fontSize="14px" color="gray.500">
        本文件未替代其他文件，目前也未被其他文件替代。
      </Text>
    );
  }
  return (
    <Grid templateColumns="1fr 1fr" gap="4">
      <ReplacementCard heading="本文件替代" icon={<LuArrowLeft aria-hidden="true" />} brief={detail.replaces} empty="本文件未替代其他文件" />
      <ReplacementCard heading="本文件已被替代为" icon={<LuArrowRight aria-hidden="true" />} brief={detail.replacedBy} empty="本文件目前未被替代" />
    </Grid>
  );
}

function ReplacementCard({ heading, icon, brief, empty }: { heading: string; icon: ReactNode; brief: PolicyBrief | null; empty: string }) {
  const link = usePolicyLink();
  return (
    <Box borderWidth="1px" borderColor={brief ? 'brand.100' : 'gray.100'} bg={brief ? '#f8fbff' : 'gray.50'} borderRadius="6px" px="4" py="3">
      <Flex align="center" gap="1.5" fontSize="12px" color="gray.500" mb="1.5">
        {icon}
        {heading}
      </Flex>
      {brief ? (
        <>
          <chakra.a {...link(brief.policyId)} fontSize="14px" fontWeight="600" color="brand.700" lineHeight="1.6" _hover={{ textDecoration: 'underline' }}>
            {brief.title}
          </chakra.a>
          <Flex gap="2" align="center" mt="1" fontSize="12px" color="gray.500" wrap="wrap" {...num}>
            <Text>{brief.docNo}</Text>
            <Text>发布 {brief.publishDate}</Text>
            <Text>实施 {brief.effectiveDate}</Text>
            <StatusBadge status={brief.status} />
          </Flex>
        </>
      ) : (
        <Text fontSize="13px" color="gray.400">
          {empty}
        </Text>
      )}
    </Box>
  );
}

const Related = observer(function Related({ detail }: { detail: PolicyDetail | null }) {
  const store = useService<PolicyDetailStore>(PolicyDetailStore);
  const same = detail?.related ?? [];
  const shownIds = new Set([detail?.policyId, ...same.map((b) => b.policyId)]);
  const recommended = (store.recommended.data ?? []).filter((b) => !shownIds.has(b.policyId));
  return (
    <Grid templateColumns="1fr 1fr" gap="6">
      <Box>
        <Text as="h3" fontSize="14px" fontWeight="600" color="gray.700" mb="2">
          {detail ? `同地区${detail.typeName}文件` : '同类文件'}
        </Text>
        {!detail ? <SkeletonBlock lines={4} /> : same.length ? <BriefList briefs={same} /> : <EmptyState title="暂无同类文件" />}
      </Box>
      <Box>
        <Text as="h3" fontSize="14px" fontWeight="600" color="gray.700" mb="2">
          相关推荐
        </Text>
        {store.recommended.status === 'error' ? (
          <LoadError text={store.recommended.error || '相关推荐加载失败'} />
        ) : !store.recommended.data ? (
          <SkeletonBlock lines={4} />
        ) : recommended.length ? (
          <BriefList briefs={recommended} />
        ) : (
          <EmptyState title="暂无相关推荐" />
        )}
      </Box>
    </Grid>
  );
});

function BriefList({ briefs }: { briefs: readonly PolicyBrief[] }) {
  const link = usePolicyLink();
  return (
    <chakra.ul listStyleType="none" m="0" p="0">
      {briefs.map((b) => (
        <chakra.li key={b.policyId} py="2.5" borderTopWidth="1px" borderColor="gray.100" _first={{ borderTopWidth: 0, pt: 0 }}>
          <chakra.a {...link(b.policyId)} fontSize="14px" color="gray.800" lineHeight="1.6" _hover={{ color: 'brand.700', textDecoration: 'underline' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
            {b.title}
          </chakra.a>
          <Flex gap="3" mt="0.5" fontSize="12px" color="gray.500" wrap="wrap" {...num}>
            <Text>{b.docNo}</Text>
            <Text>{b.issuer}</Text>
            <Text>{b.publishDate}</Text>
          </Flex>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

