import { useEffect, useState } from 'react';
import { Box, Flex, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { LoadError } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import { kindName, topicName } from '../../shared/contract';
import { StudyStore } from '../tokens';
import { Blocks } from './Blocks';
import { lengthText } from './format';

const LessonButton = chakra('button', {
  base: {
    display: 'block',
    w: 'full',
    textAlign: 'start',
    px: '3',
    py: '2.5',
    borderRadius: '6px',
    fontSize: '13px',
    lineHeight: '1.5',
    color: 'gray.700',
    cursor: 'pointer',
    _hover: { bg: 'brand.50' },
    '&[aria-current="true"]': { bg: 'brand.50', color: 'brand.700', fontWeight: '600' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  },
});

/** `study.reader`: a course (its lessons) or an article, loaded when the dialog opens (login). */
export default observer(function ReaderDialog({ props, onClose }: DialogProps<'study.reader'>) {
  const store = useService<StudyStore>(StudyStore);
  const { entry } = props;
  const [lessonIndex, setLessonIndex] = useState(0);
  useEffect(() => {
    void store.loadContent(entry.id);
  }, [store, entry.id]);
  const content = store.content.data?.id === entry.id ? store.content.data : null;
  const lesson = content?.lessons[lessonIndex];
  return (
    <DialogShell
      title={entry.title}
      description={
        <Flex as="span" gap="2" align="center" wrap="wrap">
          <ToneBadge tone="brand">{topicName(entry.topic)}</ToneBadge>
          <ToneBadge tone="gray">{kindName(entry.kind)}</ToneBadge>
          <span>{entry.author}</span>
          <span>· {lengthText(entry)}</span>
          {content ? (
            <Flex as="span" align="center" gap="1" color="green.700">
              <LuCircleCheck aria-hidden="true" />
              已学习
            </Flex>
          ) : null}
        </Flex>
      }
      onClose={onClose}
      width="960px"
      initialFocus="content"
      bodyPadding="0"
    >
      {content ? (
        content.kind === 'course' ? (
          <Flex minH="420px" maxH="70vh">
            <Box as="nav" aria-label="课程目录" w="260px" flexShrink={0} borderEndWidth="1px" borderColor="page.border" p="3" overflowY="auto" bg="#fafbfd">
              <Text fontSize="12px" color="gray.500" px="3" mb="2">
                共 {content.lessons.length} 课时 · {content.minutes} 分钟
              </Text>
              <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
                {content.lessons.map((l, i) => (
                  <li key={l.title}>
                    <LessonButton type="button" aria-current={i === lessonIndex ? 'true' : undefined} onClick={() => setLessonIndex(i)}>
                      {l.title}
                      <Text as="span" display="block" fontSize="12px" fontWeight="400" color="gray.500">
                        {l.minutes} 分钟
                      </Text>
                    </LessonButton>
                  </li>
                ))}
              </Stack>
            </Box>
            <Box as="article" aria-label={lesson?.title} flex="1" minW="0" px="8" py="6" overflowY="auto">
              <Text as="h3" fontSize="18px" fontWeight="700" color="gray.900" mb="4">
                {lesson?.title}
              </Text>
              {lesson ? <Blocks blocks={lesson.blocks} headingLevel="h4" /> : null}
              <Flex justify="space-between" mt="8" pt="4" borderTopWidth="1px" borderColor="page.border" fontSize="13px">
                <LessonButton type="button" w="auto" disabled={lessonIndex === 0} opacity={lessonIndex === 0 ? 0.4 : 1} onClick={() => setLessonIndex((i) => Math.max(0, i - 1))}>
                  上一课
                </LessonButton>
                <LessonButton type="button" w="auto" disabled={lessonIndex >= content.lessons.length - 1} opacity={lessonIndex >= content.lessons.length - 1 ? 0.4 : 1} onClick={() => setLessonIndex((i) => Math.min(content.lessons.length - 1, i + 1))}>
                  下一课
                </LessonButton>
              </Flex>
            </Box>
          </Flex>
        ) : (
          <Box as="article" aria-label={content.title} px="10" py="6" maxH="70vh" overflowY="auto">
            <Text fontSize="14px" color="gray.600" bg="gray.50" px="4" py="3" borderRadius="6px" mb="5">
              {content.summary}
            </Text>
            <Blocks blocks={content.blocks} />
          </Box>
        )
      ) : store.content.status === 'error' ? (
        <Box p="8">
          <LoadError onRetry={() => void store.loadContent(entry.id)} text={store.content.error || '内容加载失败'} />
        </Box>
      ) : (
        <Flex justify="center" align="center" minH="320px" aria-busy="true">
          <Spinner color="brand.600" />
        </Flex>
      )}
    </DialogShell>
  );
});
