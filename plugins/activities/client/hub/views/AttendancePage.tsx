import { useEffect, useState } from 'react';
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCalendarCheck, LuCheck, LuFlame, LuGift, LuTrophy } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DialogCloseAction, DialogShell } from '@kernel/client/views/DialogShell';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { activitiesRoutes } from '../../../shared/routes';
import { SignInTexts, WEEK_DAY_TEXT, pointsOfDay, pointsText, rulesOf, shortDay, signInRuleTexts, type RegisterRecord, type SignInRules, type WeekDayInfo } from '../model';
import { HubStore } from '../tokens';
import { BannerFigure, CAMPAIGN_RED, HUB_SAMPLE_NOTE, HubBanner, HubNav, POINTS_UNIT } from './parts';

/** Starts the week's request as soon as the page's code is there. */
export function prepare({ get }: PagePrepareContext): void {
  void get<HubStore>(HubStore).loadRecord();
}

/** 补签 left this week. */
function makeUpsLeft(record: RegisterRecord): number {
  return Math.max(0, record.makeUpLeft);
}

/** 每日签到: the week view (星期一 … 星期日), 签到, 补签 of a missed day, the reward ladder and the rules. */
const AttendancePage = observer(function AttendancePage() {
  const store = useService<HubStore>(HubStore);
  const [makeUpDay, setMakeUpDay] = useState<WeekDayInfo | null>(null);
  useEffect(() => {
    if (store.record.status === 'idle') void store.loadRecord();
  }, [store]);
  const record = store.record.data;
  const rules = rulesOf(record);
  const bonus3 = rules.streakBonuses.map((b) => `第${b.day}天额外+${b.points}`).join('，');
  return (
    <PageContainer breadcrumb={[{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '每日签到' }]}>
      <HubBanner title="每日签到" subtitle={`每天签到得 ${rules.dailyPoints} 积分，连续签到${bonus3}积分；漏签可在本周内补签。`} aside={<SignButton />}>
        <Flex mt="4" gap="2" divideX="1px" divideColor="rgba(255,255,255,0.3)" role="group" aria-label="签到统计">
          <BannerFigure label="连续签到" value={record ? record.seriesTime : '—'} unit="天" />
          <BannerFigure label="累计签到" value={record ? record.totalTime : '—'} unit="天" />
          <BannerFigure label="当前积分" value={record ? pointsText(record.points) : '—'} unit={POINTS_UNIT} />
        </Flex>
      </HubBanner>
      <HubNav current={activitiesRoutes.attendance()} />
      <SignResult />
      <SectionCard
        id="week"
        title="本周签到"
        extra={record ? <Text>{record.seriesTime > 0 ? SignInTexts.series(record.seriesTime) : '今天签到，开启连续签到'}</Text> : null}
      >
        {store.record.status === 'error' && !record ? (
          <LoadError onRetry={() => void store.loadRecord()} text="签到记录加载失败" />
        ) : !record ? (
          <SkeletonBlock lines={3} height="28px" />
        ) : (
          <WeekView record={record} onMakeUp={setMakeUpDay} />
        )}
      </SectionCard>
      <Grid templateColumns="1.4fr 1fr" gap="5" mt="5">
        <Ladder rules={rules} record={record} />
        <Rules rules={rules} texts={record?.ruleTexts} />
      </Grid>
      <SampleDataNote mt="5">{HUB_SAMPLE_NOTE}</SampleDataNote>
      {makeUpDay && record ? <MakeUpDialog day={makeUpDay} record={record} onClose={() => setMakeUpDay(null)} /> : null}
    </PageContainer>
  );
});

export default AttendancePage;

/** The banner's round button: 签到, or 已签到 once done today. */
const SignButton = observer(function SignButton() {
  const store = useService<HubStore>(HubStore);
  const record = store.record.data;
  const signed = !!record?.todaySigned;
  return (
    <Flex direction="column" align="center" gap="2">
      <Button
        w="132px"
        h="132px"
        borderRadius="full"
        fontSize="26px"
        fontWeight="700"
        bg={signed ? 'rgba(255,255,255,0.85)' : 'white'}
        color={signed ? 'gray.500' : CAMPAIGN_RED}
        borderWidth="6px"
        borderColor="rgba(255,230,170,0.9)"
        boxShadow="0 8px 22px rgba(120, 20, 10, 0.28)"
        _hover={signed ? {} : { transform: 'scale(1.03)' }}
        transition="transform 0.15s"
        disabled={signed || !record}
        loading={store.signing}
        onClick={() => void store.signIn()}
      >
        {signed ? SignInTexts.signed : SignInTexts.signIn}
      </Button>
      <Text fontSize="13px" color="rgba(255,255,255,0.92)">
        {signed ? '今日已签到，明天再来' : `签到得 ${rulesOf(record).dailyPoints} 积分`}
      </Text>
    </Flex>
  );
});

/** What the last sign-in (or 补签) earned, as a status line. */
const SignResult = observer(function SignResult() {
  const store = useService<HubStore>(HubStore);
  const r = store.lastSignIn;
  if (!r) return null;
  const text = r.madeUp
    ? `${shortDay(r.date)}补签成功，消耗 ${pointsText(r.cost)} 积分，${SignInTexts.series(r.seriesTime)}，当前积分 ${pointsText(r.balance)}。`
    : `签到成功，获得 ${pointsText(r.points)} 积分${r.bonus > 0 ? `（含连续签到奖励 ${pointsText(r.bonus)} 积分）` : ''}，${SignInTexts.series(r.seriesTime)}，当前积分 ${pointsText(r.balance)}。`;
  return (
    <Flex role="status" align="center" gap="2" mb="4" px="4" py="3" borderRadius="8px" bg="#fff4ec" borderWidth="1px" borderColor="#fbd3bd" color="#a4361c" fontSize="14px">
      <LuGift aria-hidden="true" />
      {text}
    </Flex>
  );
});

/** The seven days of the week, each with its state; a missed day offers 补签. */
function WeekView({ record, onMakeUp }: { record: RegisterRecord; onMakeUp(day: WeekDayInfo): void }) {
  const days = [...record.weekInfoList].sort((a, b) => a.weekDay - b.weekDay);
  const today = days.find((d) => d.isToday);
  const left = makeUpsLeft(record);
  const rules = rulesOf(record);
  return (
    <Box>
      <Grid as="ol" listStyleType="none" templateColumns="repeat(7, 1fr)" gap="3" aria-label="本周签到">
        {days.map((d) => {
          const future = d.isFuture || (!!today && d.date > today.date);
          const missed = !d.signed && !d.isToday && !future;
          const name = d.weekDayText || (WEEK_DAY_TEXT[d.weekDay - 1] ?? '');
          const state = d.signed ? (d.madeUp ? '已补签' : '已签到') : d.isToday ? '待签到' : future ? '未开始' : '未签到';
          return (
            <Flex
              as="li"
              key={d.date}
              aria-label={`${name} ${shortDay(d.date)}${d.isToday ? '（今天）' : ''}：${state}`}
              aria-current={d.isToday ? 'date' : undefined}
              direction="column"
              align="center"
              gap="1.5"
              py="4"
              px="2"
              borderRadius="10px"
              borderWidth={d.isToday ? '2px' : '1px'}
              borderColor={d.isToday ? CAMPAIGN_RED : d.signed ? '#fbd3bd' : 'page.border'}
              bg={d.signed ? '#fff4ec' : future ? '#fafbfc' : 'white'}
              position="relative"
            >
              {d.isToday ? (
                <Box position="absolute" top="-10px" px="2" borderRadius="full" bg={CAMPAIGN_RED} color="white" fontSize="11px" lineHeight="20px">
                  今天
                </Box>
              ) : null}
              <Text fontSize="14px" fontWeight="600" color="gray.800">
                {name}
              </Text>
              <Text fontSize="12px" color="gray.500">
                {shortDay(d.date)}
              </Text>
              <Flex
                w="44px"
                h="44px"
                borderRadius="full"
                align="center"
                justify="center"
                fontSize="13px"
                fontWeight="700"
                bg={d.signed ? 'linear-gradient(135deg, #f47a2a, #d8341f)' : missed ? 'gray.100' : '#fff7e8'}
                color={d.signed ? 'white' : missed ? 'gray.400' : '#b56d0a'}
                aria-hidden="true"
              >
                {d.signed ? <LuCheck size="22" /> : `+${d.points || rules.dailyPoints}`}
              </Flex>
              <Text fontSize="12px" color={d.signed ? CAMPAIGN_RED : missed ? 'gray.400' : 'gray.500'} fontWeight={d.signed ? '600' : '400'}>
                {state}
              </Text>
              {missed && d.canMakeUp && left > 0 ? (
                <Button size="xs" h="24px" px="3" variant="outline" borderColor={CAMPAIGN_RED} color={CAMPAIGN_RED} borderRadius="full" onClick={() => onMakeUp(d)} aria-label={`补签${name}（${shortDay(d.date)}）`}>
                  补签
                </Button>
              ) : null}
            </Flex>
          );
        })}
      </Grid>
      <Text mt="3" fontSize="12px" color="gray.500">
        补签消耗 {rules.makeUpCost} 积分/次，每周最多补签 {rules.makeUpPerWeek} 次，本周还可补签 {left} 次；补签的日子计入连续签到与累计签到。
      </Text>
    </Box>
  );
}

/** The 补签 confirmation: the day, its cost, the balance; 确认补签 sends it. */
const MakeUpDialog = observer(function MakeUpDialog({ day, record, onClose }: { day: WeekDayInfo; record: RegisterRecord; onClose(): void }) {
  const store = useService<HubStore>(HubStore);
  const rules = rulesOf(record);
  const enough = record.points >= rules.makeUpCost;
  const name = day.weekDayText || (WEEK_DAY_TEXT[day.weekDay - 1] ?? '');
  const confirm = async () => {
    const result = await store.makeUp(day.date);
    if (result) onClose();
  };
  return (
    <DialogShell
      title="确认补签"
      role="alertdialog"
      width="420px"
      onClose={onClose}
      footer={
        <>
          <DialogCloseAction asChild>
            <Button variant="outline" size="sm">
              取消
            </Button>
          </DialogCloseAction>
          <Button size="sm" bg={CAMPAIGN_RED} color="white" _hover={{ bg: '#b92a17' }} disabled={!enough} loading={store.signing} onClick={() => void confirm()}>
            确认补签
          </Button>
        </>
      }
    >
      <Text fontSize="14px" color="gray.700" lineHeight="1.8">
        补签 {shortDay(day.date)}（{name}）将消耗{' '}
        <Text as="strong" color={CAMPAIGN_RED}>
          {rules.makeUpCost} 积分
        </Text>
        ，补签后计入连续签到与累计签到。
      </Text>
      <Text fontSize="13px" color="gray.500" mt="2">
        当前积分 {pointsText(record.points)}，本周还可补签 {makeUpsLeft(record)} 次。
      </Text>
      {!enough ? (
        <Text fontSize="13px" color={CAMPAIGN_RED} mt="2" role="alert">
          积分不足，暂不能补签。
        </Text>
      ) : null}
    </DialogShell>
  );
});

/** 连续签到奖励: the days of a cycle, each day's points, the days of the current cycle reached marked. */
function Ladder({ rules, record }: { rules: SignInRules; record: RegisterRecord | null }) {
  const cycle = rules.streakCycle > 0 ? rules.streakCycle : 7;
  const series = record?.seriesTime ?? 0;
  const reached = series === 0 ? 0 : ((series - 1) % cycle) + 1;
  const next = record?.nextBonus ?? null;
  return (
    <SectionCard id="ladder" title="连续签到奖励" extra={<Text>每连续{cycle}天为一轮</Text>}>
      <Grid as="ol" listStyleType="none" templateColumns={`repeat(${cycle}, 1fr)`} gap="2" aria-label="连续签到奖励">
        {Array.from({ length: cycle }, (_, i) => {
          const day = i + 1;
          const { base, bonus } = pointsOfDay(rules, day);
          const done = day <= reached;
          const big = bonus > 0;
          return (
            <Flex
              as="li"
              key={day}
              aria-label={`连续第${day}天：${base + bonus}积分${bonus ? `（含奖励${bonus}积分）` : ''}${done ? '，已达成' : ''}`}
              direction="column"
              align="center"
              gap="1"
              py="3"
              borderRadius="8px"
              bg={done ? 'linear-gradient(180deg, #fff1e3, #ffe3cc)' : big ? '#fffaf0' : '#f7f8fa'}
              borderWidth="1px"
              borderColor={done ? '#f6b48f' : big ? '#fcd58a' : 'transparent'}
            >
              <Box fontSize="20px" color={done ? CAMPAIGN_RED : big ? '#dd8b0c' : 'gray.400'} aria-hidden="true">
                {day === cycle ? <LuTrophy /> : big ? <LuGift /> : <LuCalendarCheck />}
              </Box>
              <Text fontSize="15px" fontWeight="700" color={done ? CAMPAIGN_RED : 'gray.700'}>
                +{base + bonus}
              </Text>
              <Text fontSize="12px" color="gray.500">
                第{day}天
              </Text>
            </Flex>
          );
        })}
      </Grid>
      <Flex mt="3" align="center" gap="1.5" fontSize="13px" color="gray.600">
        <LuFlame aria-hidden="true" color="#e8462b" />
        {series > 0 ? SignInTexts.series(series) : '今天签到，开启连续签到'}
        {next ? `，再签${next.inDays}天可得连续签到奖励 ${next.points} 积分。` : '。'}
      </Flex>
    </SectionCard>
  );
}

/** 签到规则 (the server's texts of the activity's rules). */
function Rules({ rules, texts }: { rules: SignInRules; texts?: readonly string[] }) {
  const items = texts && texts.length ? texts : signInRuleTexts(rules);
  return (
    <SectionCard id="rules" title="签到规则">
      <Box as="ol" pl="5" listStyleType="decimal" fontSize="13px" color="gray.600" lineHeight="1.9">
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </Box>
    </SectionCard>
  );
}
