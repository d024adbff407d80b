import { useState } from 'react';
import { Box, Button, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import type { QuizAnswerView, QuizOption, QuizPastAnswer, QuizQuestionView } from '../../../shared/tasks';
import { GamesStore } from '../tokens';
import { CAMPAIGN, RuleList, dayText } from './parts';

/** 答题活动: this week's questions (one answer each, points for a right one) and the earlier weeks' answers. */
export const QuizTab = observer(function QuizTab() {
  const store = useService<GamesStore>(GamesStore);
  const quiz = store.quiz.data;
  if (!quiz) return store.quiz.status === 'error' ? <LoadError text="答题活动加载失败" onRetry={() => void store.loadQuiz()} /> : <SkeletonBlock lines={8} height="28px" />;
  return (
    <Flex direction="column" gap="5">
      <SectionCard
        title={`${quiz.title} · 本周题目`}
        extra={
          <Text>
            {quiz.weekLabel} · 答对每题得{quiz.pointsPerRight}积分
          </Text>
        }
      >
        {quiz.loggedIn ? (
          <Flex gap="6" mb="4" fontSize="14px" color="gray.700">
            <Text>
              已答 <strong>{quiz.answeredCount}</strong>/{quiz.questions.length} 题
            </Text>
            <Text>
              答对 <strong>{quiz.rightCount}</strong> 题
            </Text>
            <Text>
              本周获得 <Text as="strong" color={CAMPAIGN.red}>{quiz.pointsEarned}</Text> 积分
            </Text>
          </Flex>
        ) : (
          <Text mb="4" fontSize="14px" color="gray.600">
            登录后即可答题，答对即得积分。
          </Text>
        )}
        {quiz.state !== 'running' ? (
          <Text color="gray.500">{quiz.state === 'ended' ? '答题活动已结束' : '答题活动尚未开始'}</Text>
        ) : quiz.questions.length === 0 ? (
          <Text color="gray.500">本周题目整理发布中，请稍后再来</Text>
        ) : (
          <Flex direction="column" gap="4">
            {quiz.questions.map((q) => (
              <Question key={q.questionId} question={q} />
            ))}
          </Flex>
        )}
      </SectionCard>
      <Grid templateColumns="1fr 340px" gap="5" alignItems="start">
        <SectionCard title="往期答题">
          {!quiz.loggedIn ? (
            <Text fontSize="13px" color="gray.500">
              登录后查看您往期的答题记录与解析
            </Text>
          ) : quiz.past.length === 0 ? (
            <Text fontSize="13px" color="gray.500">
              暂无往期答题记录
            </Text>
          ) : (
            <Flex as="ul" direction="column" gap="3">
              {quiz.past.map((p) => (
                <PastAnswer key={`${p.week}-${p.questionId}`} past={p} />
              ))}
            </Flex>
          )}
        </SectionCard>
        <SectionCard title="活动规则">
          <RuleList rules={quiz.rules} />
        </SectionCard>
      </Grid>
    </Flex>
  );
});

const Question = observer(function Question({ question }: { question: QuizQuestionView }) {
  const store = useService<GamesStore>(GamesStore);
  const [chosen, setChosen] = useState<string | null>(null);
  const answered = question.answered;
  const busy = store.answering === question.questionId;
  const groupId = `quiz-${question.questionId}`;
  return (
    <Box as="article" p="4" borderRadius="10px" borderWidth="1px" borderColor={answered ? (answered.correct ? '#cdebdd' : '#f5c7c0') : 'page.border'} bg={answered ? (answered.correct ? '#f4fbf7' : '#fff6f4') : 'white'} aria-labelledby={`${groupId}-q`}>
      <Flex align="flex-start" gap="2" mb="3">
        <ToneBadge tone="brand">{question.category}</ToneBadge>
        <Text id={`${groupId}-q`} flex="1" fontSize="15px" fontWeight="600" color="gray.800" lineHeight="1.6">
          {question.no}. {question.question}
        </Text>
        <Text fontSize="12px" color={CAMPAIGN.red} flexShrink={0}>
          +{question.points}积分
        </Text>
      </Flex>
      <Grid templateColumns="1fr 1fr" gap="2" role="radiogroup" aria-labelledby={`${groupId}-q`}>
        {question.options.map((o) => (
          <OptionButton key={o.key} option={o} answered={answered} selected={(answered?.answer ?? chosen) === o.key} disabled={!!answered || busy} onSelect={() => setChosen(o.key)} />
        ))}
      </Grid>
      {answered ? (
        <Explanation answer={answered} />
      ) : (
        <Flex mt="3" justify="flex-end">
          <Button size="sm" colorPalette="red" bg={CAMPAIGN.red} disabled={!chosen} loading={busy} onClick={() => chosen && void store.answer(question.questionId, chosen)}>
            提交答案
          </Button>
        </Flex>
      )}
    </Box>
  );
});

function OptionButton({ option, answered, selected, disabled, onSelect }: { option: QuizOption; answered: QuizAnswerView | null; selected: boolean; disabled: boolean; onSelect: () => void }) {
  const right = answered?.rightAnswer === option.key;
  const wrong = answered && selected && !answered.correct;
  return (
    <chakra.button
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      onClick={onSelect}
      textAlign="left"
      px="3"
      py="2"
      borderRadius="8px"
      borderWidth="1px"
      fontSize="14px"
      borderColor={right ? '#1f7a5a' : wrong ? CAMPAIGN.red : selected ? CAMPAIGN.red : 'gray.200'}
      bg={right ? '#e8f6f1' : wrong ? '#fdebe7' : selected ? '#fff4ee' : 'white'}
      color="gray.800"
      cursor={disabled ? 'default' : 'pointer'}
      _hover={disabled ? undefined : { borderColor: CAMPAIGN.red }}
      display="flex"
      alignItems="center"
      gap="2"
    >
      <Text as="span" fontWeight="700" color={right ? '#1f7a5a' : CAMPAIGN.red}>
        {option.key}.
      </Text>
      <Text as="span" flex="1">
        {option.text}
      </Text>
      {right ? <LuCircleCheck aria-label="正确答案" color="#1f7a5a" /> : wrong ? <LuCircleX aria-label="您的答案" color={CAMPAIGN.red} /> : null}
    </chakra.button>
  );
}

function Explanation({ answer }: { answer: QuizAnswerView }) {
  return (
    <Box mt="3" px="3" py="2" borderRadius="8px" bg="white" fontSize="13px" color="gray.700" lineHeight="1.8" borderWidth="1px" borderColor="gray.100">
      <Text fontWeight="600" color={answer.correct ? '#1f7a5a' : CAMPAIGN.red}>
        {answer.correct ? `回答正确，获得${answer.points}积分` : `回答错误，正确答案：${answer.rightAnswer}`}
      </Text>
      <Text>解析：{answer.explanation}</Text>
      {answer.source ? <Text color="gray.500">依据：{answer.source}</Text> : null}
    </Box>
  );
}

function PastAnswer({ past }: { past: QuizPastAnswer }) {
  const right = past.options.find((o) => o.key === past.rightAnswer);
  return (
    <Box as="li" listStyleType="none" pb="3" borderBottomWidth="1px" borderColor="gray.100">
      <Flex align="center" gap="2" mb="1">
        <ToneBadge tone={past.correct ? 'green' : 'gray'}>{past.correct ? '答对' : '答错'}</ToneBadge>
        <Text fontSize="12px" color="gray.500">
          {past.week} 当周 · {dayText(past.answeredAt)} 作答{past.correct ? ` · +${past.points}积分` : ''}
        </Text>
      </Flex>
      <Text fontSize="14px" color="gray.800" fontWeight="600">
        {past.question}
      </Text>
      <Text fontSize="13px" color="gray.600">
        您的答案：{past.answer} · 正确答案：{past.rightAnswer}
        {right ? `. ${right.text}` : ''}
      </Text>
      <Text fontSize="12px" color="gray.500" lineHeight="1.7">
        解析：{past.explanation}
      </Text>
    </Box>
  );
}
