import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Grid, Image, Input, Text, chakra } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { LuBookOpen, LuCircleCheck, LuClock, LuEye, LuFileText, LuGraduationCap, LuPlay, LuSearch } from 'react-icons/lu';
import { useSearch } from 'wouter';
import { AppConfig } from '@kernel/client/app-config';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { FilterPanel, FilterRow, FilterTag, KeywordTag } from '@kernel/client/views/FilterPanel';
import { ListResults } from '@kernel/client/views/ListResults';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { SkeletonBlock } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { STUDY_KINDS, STUDY_LIMITS, STUDY_PAGE_SIZES, STUDY_SAMPLE_NOTE, STUDY_TOPICS, posterPath, topicName, type StudyBrief } from '../../shared/contract';
import { StudyStore } from '../tokens';
import { actionText, kindName, lengthText, viewsText } from './format';

/** Starts the list's request as soon as the page's code is there (before the first render). */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<StudyStore>(StudyStore).applyUrl(search);
}

const TOPIC_TINTS: Record<string, { bg: string; fg: string; band: string }> = {
  pricing: { bg: '#eaf1fd', fg: '#1456c8', band: 'linear-gradient(135deg, #1456c8 0%, #0b2c63 100%)' },
  g101: { bg: '#e7f6ef', fg: '#0f8a5f', band: 'linear-gradient(135deg, #0f8a5f 0%, #064e3b 100%)' },
  boq: { bg: '#e6f4f8', fg: '#0e7490', band: 'linear-gradient(135deg, #0e7490 0%, #164e63 100%)' },
  settlement: { bg: '#fdf3e4', fg: '#b45309', band: 'linear-gradient(135deg, #b45309 0%, #7c2d12 100%)' },
  software: { bg: '#f0ecfc', fg: '#6d4bd1', band: 'linear-gradient(135deg, #6d4bd1 0%, #312e81 100%)' },
};
const KIND_ICONS = { course: LuGraduationCap, video: LuPlay, article: LuFileText } as const;

/** 学习专区: the public list of courses, videos and articles; the content opens in a dialog (login). */
const StudyPage = observer(function StudyPage() {
  const store = useService<StudyStore>(StudyStore);
  const session = useService<SessionStore>(SessionStore);
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);
  // The 已学习 marks are the member's: a login or a logout loads the list again.
  useEffect(
    () =>
      reaction(
        () => session.globalId,
        () => void store.memberChanged(),
      ),
    [store, session],
  );
  const { query } = store;
  const filtered = !!(query.topic || query.kind || query.keyWord);
  // ListResults is a plain component: what it reads of the store is read here, so a new answer re-renders it.
  void [store.state, store.total, store.page];
  return (
    <PageContainer breadcrumb={[{ label: '学习专区' }]}>
      <Banner />
      <Filters />
      <Box mt="4">
        <ResultHeader />
        <ListResults
          list={store}
          sizes={STUDY_PAGE_SIZES}
          errorText="学习内容加载失败"
          emptyTitle="暂无符合条件的学习内容"
          emptyDescription="换一个关键词，或清空筛选条件查看全部课程、视频与文章。"
          onClearFilters={filtered ? () => void store.reset() : undefined}
          footer={<SampleDataNote mt="4">{STUDY_SAMPLE_NOTE}</SampleDataNote>}
        >
          <CardGrid />
        </ListResults>
      </Box>
    </PageContainer>
  );
});

export default StudyPage;

/** The heading band: what the area holds, and the member's progress (or the invitation to log in). */
const Banner = observer(function Banner() {
  const store = useService<StudyStore>(StudyStore);
  const page = store.page;
  const all = page?.allCount ?? 0;
  const learned = page?.learnedCount ?? null;
  const percent = all > 0 && learned !== null ? Math.round((learned / all) * 100) : 0;
  return (
    <Flex
      as="header"
      borderRadius="10px"
      overflow="hidden"
      color="white"
      bg="linear-gradient(120deg, #0b2c63 0%, #1456c8 62%, #2f7bea 100%)"
      px="8"
      py="7"
      gap="8"
      align="center"
      position="relative"
    >
      <Box flex="1" minW="0">
        <Flex align="center" gap="2" mb="2">
          <LuGraduationCap aria-hidden="true" size={26} />
          <Text as="h1" fontSize="26px" fontWeight="700" letterSpacing="1px">
            学习专区
          </Text>
        </Flex>
        <Text fontSize="14px" opacity={0.9} lineHeight="1.8" maxW="620px">
          面向造价从业者的课程、视频与文章：计价规范条文解读、22G101 平法钢筋、清单编制、合同与结算、造价软件实操，边学边用。
        </Text>
        <Flex gap="2" mt="4" wrap="wrap">
          {STUDY_TOPICS.map((t) => (
            <Box key={t.code} as="span" px="2.5" lineHeight="24px" fontSize="12px" borderRadius="12px" bg="whiteAlpha.200" borderWidth="1px" borderColor="whiteAlpha.300">
              {t.name}
            </Box>
          ))}
        </Flex>
      </Box>
      <Box w="300px" flexShrink={0} bg="whiteAlpha.150" borderWidth="1px" borderColor="whiteAlpha.300" borderRadius="10px" p="5" style={{ background: 'rgba(255,255,255,0.1)' }}>
        {learned !== null ? (
          <>
            <Text fontSize="13px" opacity={0.85}>
              我的学习进度
            </Text>
            <Text fontSize="28px" fontWeight="700" mt="1" fontVariantNumeric="tabular-nums">
              {learned}
              <Text as="span" fontSize="14px" fontWeight="400" opacity={0.85}>
                {' '}
                / {all} 项已学习
              </Text>
            </Text>
            <Box mt="3" h="8px" borderRadius="4px" bg="whiteAlpha.300" role="progressbar" aria-label="学习进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <Box h="full" w={`${percent}%`} bg="#ffd166" borderRadius="4px" transition="width 0.3s" />
            </Box>
            <Text fontSize="12px" opacity={0.8} mt="2">
              打开课程、视频或文章即记为已学习
            </Text>
          </>
        ) : (
          <>
            <Text fontSize="15px" fontWeight="600">
              共 {all || '—'} 项学习内容
            </Text>
            <Text fontSize="13px" opacity={0.85} mt="1.5" lineHeight="1.7">
              目录公开浏览；登录后即可学习全部内容，并自动记录学习进度。
            </Text>
          </>
        )}
      </Box>
    </Flex>
  );
});

const Filters = observer(function Filters() {
  const store = useService<StudyStore>(StudyStore);
  const { query } = store;
  const [keyword, setKeyword] = useState(query.keyWord ?? '');
  useEffect(() => setKeyword(query.keyWord ?? ''), [query.keyWord]);
  const counts = new Map((store.page?.topics ?? []).map((t) => [t.code, t.count]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.search(keyword);
  };
  return (
    <FilterPanel mt="4">
      <FilterRow label="学习主题">
        <FilterTag selected={!query.topic} onClick={() => void store.setTopic(undefined)}>
          全部
        </FilterTag>
        {STUDY_TOPICS.map((t) => (
          <FilterTag key={t.code} selected={query.topic === t.code} onClick={() => void store.setTopic(t.code)}>
            {t.name}
            {counts.has(t.code) ? <span style={{ opacity: 0.65, marginLeft: 4 }}>{counts.get(t.code)}</span> : null}
          </FilterTag>
        ))}
      </FilterRow>
      <FilterRow label="内容类型">
        <FilterTag selected={!query.kind} onClick={() => void store.setKind(undefined)}>
          全部
        </FilterTag>
        {STUDY_KINDS.map((k) => (
          <FilterTag key={k.code} selected={query.kind === k.code} onClick={() => void store.setKind(k.code)}>
            {k.name}
          </FilterTag>
        ))}
      </FilterRow>
      <FilterRow label="关键词" group={false} divider={false}>
        <Flex as="form" role="search" aria-label="学习内容检索" onSubmit={submit} gap="2" align="center">
          <Input
            name="keyWord"
            size="sm"
            w="320px"
            value={keyword}
            maxLength={STUDY_LIMITS.keywordMax}
            placeholder="搜索标题、要点或条文，如 锚固、质量保证金"
            aria-label="关键词"
            onChange={(e) => setKeyword(e.currentTarget.value)}
          />
          <Button type="submit" size="sm" colorPalette="brand">
            <LuSearch aria-hidden="true" />
            搜索
          </Button>
          {query.keyWord ? <KeywordTag keyword={query.keyWord} onClear={() => void store.search('')} /> : null}
        </Flex>
      </FilterRow>
    </FilterPanel>
  );
});

const ResultHeader = observer(function ResultHeader() {
  const store = useService<StudyStore>(StudyStore);
  const { query } = store;
  const scope = [query.topic ? topicName(query.topic) : '', query.kind ? kindName(query.kind) : ''].filter(Boolean).join(' · ');
  return (
    <Flex justify="space-between" align="baseline" mb="3">
      <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800">
        {scope || '全部内容'}
        <Text as="span" ms="2" fontSize="13px" fontWeight="400" color="gray.500">
          共 {store.total} 项
        </Text>
      </Text>
      {!store.isMember ? (
        <Text fontSize="13px" color="gray.500">
          学习内容需登录后查看
        </Text>
      ) : null}
    </Flex>
  );
});

const CardGrid = observer(function CardGrid() {
  const store = useService<StudyStore>(StudyStore);
  const page = store.page;
  if (!page) {
    return (
      <Grid templateColumns="repeat(3, 1fr)" gap="4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Box key={i} bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" p="5">
            <SkeletonBlock lines={5} />
          </Box>
        ))}
      </Grid>
    );
  }
  return (
    <Grid as="ul" aria-label="学习内容" templateColumns="repeat(3, 1fr)" gap="4" listStyleType="none" m="0" p="0" opacity={store.state === 'loading' ? 0.6 : 1} transition="opacity 0.2s">
      {page.list.map((e) => (
        <StudyCard key={e.id} entry={e} />
      ))}
    </Grid>
  );
});

const OpenButton = chakra('button', {
  base: {
    display: 'block',
    textAlign: 'start',
    cursor: 'pointer',
    color: 'gray.900',
    _hover: { color: 'brand.700' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', borderRadius: '2px' },
  },
});

const StudyCard = observer(function StudyCard({ entry }: { entry: StudyBrief }) {
  const store = useService<StudyStore>(StudyStore);
  const config = useService<RuntimeConfig>(AppConfig);
  const tint = TOPIC_TINTS[entry.topic] ?? TOPIC_TINTS.pricing!;
  const Icon = KIND_ICONS[entry.kind];
  const open = () => store.open(entry);
  return (
    <Flex as="li" direction="column" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" overflow="hidden" transition="box-shadow 0.2s, transform 0.2s" _hover={{ boxShadow: '0 10px 24px rgba(15, 35, 80, 0.10)', transform: 'translateY(-2px)' }}>
      <Box position="relative" h="132px" style={{ background: tint.band }} color="white" overflow="hidden">
        {entry.kind === 'video' ? (
          <Image src={`${config.gateways.storage.replace(/\/+$/, '')}${posterPath(entry.id)}`} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Flex h="full" direction="column" justify="center" px="5" gap="1">
            <Box fontSize="28px" opacity={0.9} aria-hidden="true">
              {entry.kind === 'course' ? <LuGraduationCap /> : <LuBookOpen />}
            </Box>
            <Text fontSize="13px" opacity={0.85}>
              {topicName(entry.topic)} · {entry.kind === 'course' ? `${entry.parts} 课时系列课程` : '专题文章'}
            </Text>
          </Flex>
        )}
        <Flex position="absolute" top="3" left="3" align="center" gap="1" px="2" lineHeight="22px" fontSize="12px" borderRadius="4px" bg="rgba(0,0,0,0.35)">
          <Icon aria-hidden="true" />
          {kindName(entry.kind)}
        </Flex>
        {entry.learned ? (
          <Flex position="absolute" top="3" right="3" align="center" gap="1" px="2" lineHeight="22px" fontSize="12px" borderRadius="4px" bg="#0f8a5f">
            <LuCircleCheck aria-hidden="true" />
            已学习
          </Flex>
        ) : null}
      </Box>
      <Flex direction="column" flex="1" p="4" gap="2">
        <Flex gap="1.5">
          <ToneBadge tone="brand">{topicName(entry.topic)}</ToneBadge>
          <ToneBadge tone={entry.level === '入门' ? 'green' : entry.level === '进阶' ? 'accent' : 'gray'}>{entry.level}</ToneBadge>
        </Flex>
        <OpenButton type="button" onClick={open} fontSize="15px" fontWeight="600" lineHeight="1.5" minH="45px" lineClamp={2} title={entry.title}>
          {entry.title}
        </OpenButton>
        <Text fontSize="13px" color="gray.600" lineHeight="1.7" lineClamp={2} minH="44px">
          {entry.summary}
        </Text>
        <Text fontSize="12px" color="gray.500" truncate>
          {entry.author}
        </Text>
        <Flex mt="auto" pt="3" borderTopWidth="1px" borderColor="gray.100" align="center" justify="space-between" fontSize="12px" color="gray.500">
          <Flex gap="3" align="center">
            <Flex as="span" align="center" gap="1">
              <LuClock aria-hidden="true" />
              {lengthText(entry)}
            </Flex>
            <Flex as="span" align="center" gap="1">
              <LuEye aria-hidden="true" />
              {viewsText(entry.viewCount)}
            </Flex>
          </Flex>
          <Button size="xs" variant={entry.learned ? 'outline' : 'solid'} colorPalette="brand" onClick={open} aria-label={`${actionText(entry)}：${entry.title}`}>
            {actionText(entry)}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
});
