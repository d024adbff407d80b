import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Input, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuChevronLeft, LuChevronRight, LuChevronUp, LuHistory, LuSend, LuSparkles, LuSquare } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { POLICY_LIMITS, type PolicyAiHistoryItem } from '../../shared/contract';
import { HISTORY_PAGE_SIZE } from '../ai-store';
import { PolicyAiStore, PolicyListStore, type PolicyAiSource } from '../tokens';
import { usePolicyLink } from './parts';

/** Questions a member may start from (a click asks). */
export const EXAMPLE_QUESTIONS = ['江苏现在的人工工资指导价是多少', '安全文明施工费费率是多少', '建筑业增值税税率是多少'];

const sourceAnchor = (n: number) => `policy-ai-source-${n}`;

/** The answer's text as paragraphs, its [n] citations as links to 参考文件 n. */
export function AnswerText({ text, streaming }: { text: string; streaming: boolean }) {
  // Each cited sentence on its own line: breaks after '[n]。' (and the text's own newlines).
  const paragraphs = text.split(/\n+|(?<=\[\d{1,2}\][。；])/).filter((p, i, all) => p.trim() || i === all.length - 1);
  return (
    <>
      {paragraphs.map((p, i) => (
        <Text key={i} mb={i < paragraphs.length - 1 ? '2' : '0'}>
          {withCitations(p)}
          {streaming && i === paragraphs.length - 1 ? <Caret /> : null}
        </Text>
      ))}
    </>
  );
}

function withCitations(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\[(\d{1,2})\]/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const n = Number(m[1]);
    out.push(
      <chakra.a
        key={`${m.index}-${n}`}
        href={`#${sourceAnchor(n)}`}
        aria-label={`参考文件${n}`}
        data-citation={n}
        onClick={(e) => {
          const target = document.getElementById(sourceAnchor(n));
          if (!target) return;
          e.preventDefault();
          target.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
          target.focus({ preventScroll: true });
        }}
        display="inline-block"
        minW="18px"
        h="16px"
        lineHeight="16px"
        mx="0.5"
        px="1"
        fontSize="11px"
        fontWeight="600"
        textAlign="center"
        verticalAlign="2px"
        color="brand.700"
        bg="brand.50"
        borderRadius="3px"
        _hover={{ bg: 'brand.100' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
      >
        {n}
      </chakra.a>,
    );
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** The blinking caret at the end of a growing answer. */
function Caret() {
  return (
    <Box
      as="span"
      data-testid="policy-ai-caret"
      aria-hidden="true"
      display="inline-block"
      w="7px"
      h="15px"
      ml="0.5"
      verticalAlign="-2px"
      bg="brand.500"
      borderRadius="1px"
      css={{ animation: 'policy-caret 1s steps(1) infinite', '@keyframes policy-caret': { '50%': { opacity: 0 } } }}
    />
  );
}

/** AI智能检索: the question, the streamed 智能解读 beside its 参考文件, and 我的提问记录. */
export const AiPanel = observer(function AiPanel() {
  const ai = useService<PolicyAiStore>(PolicyAiStore);
  const list = useService<PolicyListStore>(PolicyListStore);
  const [text, setText] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const areaId = list.query.areaId;
  const areaName = findAreaName(list.catalog.params.data?.regions ?? [], areaId);
  useEffect(() => {
    if (ai.history.status === 'idle') void ai.loadHistory(1);
  }, [ai]);
  // Leaving the page stops a running answer.
  useEffect(() => () => ai.stop(), [ai]);
  const ask = (question: string) => {
    setText(question);
    void ai.ask(question, areaId);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask(text);
  };
  const streaming = ai.phase === 'streaming';
  const asked = ai.history.data?.total;

  return (
    <Box as="section" aria-labelledby="policy-ai-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)" overflow="hidden">
      <Box px="5" pt="4" pb="4" bg="linear-gradient(100deg, #eef4ff 0%, #f6f8ff 45%, #ffffff 100%)" borderBottomWidth="1px" borderColor="page.border">
        <Flex align="center" gap="2" wrap="wrap">
          <Flex w="28px" h="28px" borderRadius="6px" bg="brand.600" color="white" align="center" justify="center" aria-hidden="true">
            <LuSparkles />
          </Flex>
          <Text as="h2" id="policy-ai-title" fontSize="16px" fontWeight="600" color="gray.800">
            AI智能检索
          </Text>
          <Text fontSize="12px" color="brand.700" bg="white" borderWidth="1px" borderColor="brand.100" px="1.5" borderRadius="3px">
            引用原文作答
          </Text>
          <Text fontSize="12px" color="gray.500" flex="1" minW="0">
            用一句话提问，系统检索政策文件原文并摘录作答，每句注明出处。{areaName ? `检索范围：${areaName}及全国文件。` : ''}
          </Text>
          <Button size="xs" variant="ghost" color="gray.600" aria-expanded={historyOpen} aria-controls="policy-ai-history-panel" onClick={() => setHistoryOpen(!historyOpen)}>
            <LuHistory aria-hidden="true" />
            我的提问记录{asked ? ` · ${asked}` : ''}
            {historyOpen ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
          </Button>
        </Flex>
        <Flex as="form" onSubmit={submit} mt="3" gap="2" role="search" aria-label="AI智能检索" maxW="880px">
          <Input
            aria-label="输入问题"
            placeholder="输入您的问题，如：江苏现在的人工工资指导价是多少"
            value={text}
            maxLength={POLICY_LIMITS.questionMax}
            onChange={(e) => setText(e.target.value)}
            h="40px"
            fontSize="14px"
            bg="white"
            borderColor="gray.300"
          />
          <Button type="submit" h="40px" px="5" colorPalette="brand" disabled={streaming}>
            <LuSend aria-hidden="true" />
            提问
          </Button>
        </Flex>
        <Flex mt="2.5" gap="1.5" wrap="wrap" align="center" fontSize="12px">
          <Text color="gray.500">试试问：</Text>
          {EXAMPLE_QUESTIONS.map((q) => (
            <chakra.button
              key={q}
              type="button"
              disabled={streaming}
              onClick={() => ask(q)}
              px="2.5"
              h="24px"
              borderRadius="12px"
              bg="white"
              borderWidth="1px"
              borderColor="brand.100"
              color="brand.700"
              cursor={streaming ? 'not-allowed' : 'pointer'}
              _hover={{ bg: 'brand.50' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
            >
              {q}
            </chakra.button>
          ))}
        </Flex>
      </Box>
      <Box id="policy-ai-history-panel" hidden={!historyOpen} borderBottomWidth={historyOpen ? '1px' : '0'} borderColor="page.border">
        <History onAsk={ask} />
      </Box>
      {ai.phase !== 'idle' ? <Answer /> : null}
    </Box>
  );
});

function findAreaName(regions: ReadonlyArray<{ areaid: number; name: string; subList: ReadonlyArray<{ areaid: number; name: string }> }>, areaId: number | undefined): string | null {
  if (!areaId || areaId <= 1) return null;
  for (const r of regions) {
    if (r.areaid === areaId) return r.name;
    const city = r.subList.find((c) => c.areaid === areaId);
    if (city) return city.name;
  }
  return null;
}

const Answer = observer(function Answer() {
  const ai = useService<PolicyAiStore>(PolicyAiStore);
  const streaming = ai.phase === 'streaming';
  const status =
    ai.phase === 'streaming'
      ? ai.chunks
        ? '正在生成…'
        : '正在检索政策文件…'
      : ai.phase === 'stopped'
        ? '已停止生成'
        : ai.phase === 'done' && ai.elapsedMs != null
          ? `用时 ${(ai.elapsedMs / 1000).toFixed(1)} 秒`
          : '';
  return (
    <Grid templateColumns="minmax(0, 1fr) 400px" data-phase={ai.phase}>
      <Box px="5" py="4" minW="0">
        {ai.question ? (
          <Flex justify="flex-end" mb="3">
            <Text maxW="80%" fontSize="14px" color="white" bg="brand.600" px="3" py="1.5" borderRadius="10px 10px 2px 10px" lineHeight="1.6" data-testid="policy-ai-question">
              {ai.question}
            </Text>
          </Flex>
        ) : null}
        <Flex align="center" justify="space-between" mb="2">
          <Text as="h3" fontSize="14px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="1.5">
            <Box as="span" w="3px" h="13px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
            智能解读
          </Text>
          <Flex align="center" gap="2">
            <Text fontSize="12px" color="gray.400" fontVariantNumeric="tabular-nums" data-testid="policy-ai-status">
              {status}
            </Text>
            {streaming ? (
              <Button size="xs" variant="outline" colorPalette="gray" onClick={() => ai.stop()}>
                <LuSquare aria-hidden="true" />
                停止生成
              </Button>
            ) : null}
          </Flex>
        </Flex>
        <Box aria-live="polite" aria-atomic="false" data-testid="policy-ai-answer" fontSize="14px" lineHeight="1.9" color="gray.800" bg="#f8fafd" borderRadius="6px" px="4" py="3" minH="52px">
          {ai.answer ? (
            <AnswerText text={ai.answer} streaming={streaming} />
          ) : streaming ? (
            <Text color="gray.400">
              正在检索相关条文
              <Caret />
            </Text>
          ) : ai.phase === 'stopped' ? (
            <Text color="gray.400">已停止生成。</Text>
          ) : null}
          {ai.error ? (
            <Text color="#b42318" fontSize="13px" mt={ai.answer ? '2' : '0'} role="alert">
              {ai.error}
            </Text>
          ) : null}
        </Box>
        {ai.outcome === 'none' ? (
          <Text fontSize="12px" color="gray.500" mt="2">
            可换一种问法，或在下方按地区、文件类型检索。
          </Text>
        ) : null}
        <Text fontSize="12px" color="gray.400" mt="2.5" lineHeight="1.7">
          智能解读仅由所引用的政策文件原文摘录组成，其中的数字均可在参考文件中核对；执行时请以文件原文为准。
        </Text>
      </Box>
      <Box px="5" py="4" borderLeftWidth="1px" borderColor="page.border" bg="#fcfdff" minW="0">
        <Sources sources={ai.sources} streaming={streaming} />
      </Box>
    </Grid>
  );
});

/** The sources grouped by document, in the order first cited: one entry per document, its quoted passages under it. */
export function groupSources(sources: readonly PolicyAiSource[]): Array<{ policyId: number; first: PolicyAiSource; passages: PolicyAiSource[] }> {
  const groups: Array<{ policyId: number; first: PolicyAiSource; passages: PolicyAiSource[] }> = [];
  for (const s of sources) {
    const group = groups.find((g) => g.policyId === s.policyId);
    if (group) group.passages.push(s);
    else groups.push({ policyId: s.policyId, first: s, passages: [s] });
  }
  return groups;
}

const Sources = observer(function Sources({ sources, streaming }: { sources: readonly PolicyAiSource[]; streaming: boolean }) {
  const link = usePolicyLink();
  const groups = groupSources(sources);
  return (
    <Box>
      <Text as="h3" fontSize="14px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="1.5" mb="2">
        <Box as="span" w="3px" h="13px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
        参考文件
        <Text as="span" fontSize="12px" color="gray.400" fontWeight="400">
          {groups.length ? `${groups.length} 件 · 引用 ${sources.length} 处` : ''}
        </Text>
      </Text>
      {sources.length === 0 ? (
        <Text fontSize="12px" color="gray.400" lineHeight="1.7">
          {streaming ? '解读完成后列出所引用的文件及原文段落。' : '本次解读未引用文件。'}
        </Text>
      ) : null}
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2.5" data-testid="policy-ai-sources">
        {groups.map(({ policyId, first, passages }) => {
          const l = link(policyId);
          return (
            <chakra.li key={policyId} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="6px" px="3" py="2.5" data-source-doc={policyId}>
              <chakra.a
                href={l.href}
                onClick={l.onClick}
                fontSize="13px"
                fontWeight="600"
                color="brand.700"
                lineHeight="1.55"
                _hover={{ textDecoration: 'underline' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
              >
                《{first.title}》
              </chakra.a>
              <Text fontSize="12px" color="gray.500" mt="0.5">
                {first.docNo} · {first.issuer} · {first.publishDate}
              </Text>
              <Flex direction="column" gap="1.5" mt="2">
                {passages.map((s) => (
                  <Flex
                    key={s.n}
                    id={sourceAnchor(s.n)}
                    tabIndex={-1}
                    gap="2"
                    align="flex-start"
                    borderRadius="4px"
                    _focus={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
                    data-source={s.n}
                  >
                    <Text as="span" flex="0 0 auto" fontSize="11px" fontWeight="700" color="brand.700" bg="brand.50" borderRadius="3px" minW="18px" textAlign="center" lineHeight="18px" mt="1px" aria-label={`引用${s.n}`}>
                      {s.n}
                    </Text>
                    <chakra.blockquote fontSize="12px" color="gray.600" lineHeight="1.7" m="0" lineClamp={3} title={s.quote}>
                      {s.quote}
                    </chakra.blockquote>
                  </Flex>
                ))}
              </Flex>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
});

const STATUS_WORDS: Record<PolicyAiHistoryItem['status'], string> = { answered: '已解读', none: '未找到', stopped: '已停止', failed: '未完成' };

function historyTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

const History = observer(function History({ onAsk }: { onAsk(question: string): void }) {
  const ai = useService<PolicyAiStore>(PolicyAiStore);
  const link = usePolicyLink();
  const data = ai.history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <Box px="5" py="4" as="section" aria-labelledby="policy-ai-history-title">
      <Flex align="center" justify="space-between" mb="2">
        <Text as="h3" id="policy-ai-history-title" fontSize="14px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="1.5">
          <LuHistory aria-hidden="true" />
          我的提问记录
        </Text>
        {data && data.total > 0 ? (
          <Text fontSize="12px" color="gray.400">
            共 {data.total} 条
          </Text>
        ) : null}
      </Flex>
      {ai.history.status === 'error' && !data ? (
        <Text fontSize="12px" color="gray.500">
          {ai.history.error || '提问记录加载失败'}
        </Text>
      ) : !data ? (
        <Text fontSize="12px" color="gray.400">
          加载中…
        </Text>
      ) : data.list.length === 0 ? (
        <Text fontSize="12px" color="gray.400">
          暂无提问记录。提问后，问题与解读会保存在这里，仅自己可见。
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" data-testid="policy-ai-history">
          {data.list.map((item) => (
            <chakra.li key={item.id} py="2" borderTopWidth="1px" borderColor="gray.100" _first={{ borderTopWidth: 0 }}>
              <Flex align="baseline" gap="2">
                <chakra.button
                  type="button"
                  onClick={() => onAsk(item.question)}
                  disabled={ai.phase === 'streaming'}
                  title="再问一次"
                  textAlign="left"
                  fontSize="13px"
                  color="gray.800"
                  flex="1"
                  minW="0"
                  truncate
                  cursor="pointer"
                  _hover={{ color: 'brand.700' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                >
                  {item.question}
                </chakra.button>
                <Text fontSize="11px" color={item.status === 'answered' ? '#1f7a5a' : 'gray.400'} flex="0 0 auto">
                  {STATUS_WORDS[item.status]}
                </Text>
              </Flex>
              <Text fontSize="11px" color="gray.400" mt="0.5">
                {historyTime(item.createdAt)}
                {item.sources.length ? ` · 引用 ${item.sources.length} 件` : ''}
              </Text>
              {item.sources.length ? (
                <Flex gap="1" mt="1" wrap="wrap">
                  {item.sources.slice(0, 3).map((s) => {
                    const l = link(s.policyId);
                    return (
                      <chakra.a key={s.n} href={l.href} onClick={l.onClick} fontSize="11px" color="brand.700" bg="brand.50" px="1.5" borderRadius="3px" maxW="100%" truncate title={`${s.title}（${s.docNo}）`}>
                        {s.docNo}
                      </chakra.a>
                    );
                  })}
                </Flex>
              ) : null}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {pages > 1 ? (
        <Flex justify="flex-end" align="center" gap="1" mt="2" fontSize="12px" color="gray.500">
          <Button size="2xs" variant="ghost" aria-label="上一页提问记录" disabled={ai.historyPage <= 1} onClick={() => void ai.loadHistory(ai.historyPage - 1)}>
            <LuChevronLeft aria-hidden="true" />
          </Button>
          <Text>
            {ai.historyPage} / {pages}
          </Text>
          <Button size="2xs" variant="ghost" aria-label="下一页提问记录" disabled={ai.historyPage >= pages} onClick={() => void ai.loadHistory(ai.historyPage + 1)}>
            <LuChevronRight aria-hidden="true" />
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
});
