import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { LuClock, LuPause, LuPlay } from 'react-icons/lu';
import { DialogShell, DialogTitle } from './DialogShell';

/** A chapter of a video's transcript: where it starts (seconds) and what is said. */
export interface VideoChapter {
  readonly start: number;
  readonly title: string;
  /** The transcript of the chapter (paragraphs separated by a newline). */
  readonly text: string;
}

export interface VideoDialogProps {
  /** The video's title (names the dialog). */
  readonly title: string;
  readonly onClose: () => void;
  /** The picture filling the 16:9 player (a poster image, a cover); rendered behind the controls. */
  readonly poster: ReactNode;
  /** Seconds. */
  readonly duration: number;
  /** The line under the title: speaker, date, views … (items shown side by side). */
  readonly meta?: readonly ReactNode[];
  /**
   * The transcript chapters. With chapters the player plays the transcript: 播放 runs the clock, the
   * current chapter's title shows as the caption, 章节 jump, and 文字稿 shows the chapter's text.
   * Without them the player shows `notice` (no media yet).
   */
  readonly chapters?: readonly VideoChapter[];
  /** The overlay of a player without chapters, e.g. 视频即将上线. */
  readonly notice?: { readonly title: string; readonly text: string };
  /** Below the meta line (a summary, a note). */
  readonly children?: ReactNode;
  /** Called once with the seconds reached when the dialog closes (a plugin may record progress). */
  readonly onTime?: (seconds: number) => void;
}

/** Seconds as m:ss (or h:mm:ss). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The index of the chapter playing at `time` (the last one started). */
export function chapterAt(chapters: readonly VideoChapter[], time: number): number {
  let index = 0;
  chapters.forEach((c, i) => {
    if (c.start <= time) index = i;
  });
  return index;
}

const ChapterButton = chakra('button', {
  base: {
    display: 'flex',
    gap: '3',
    w: 'full',
    textAlign: 'start',
    px: '3',
    py: '2',
    borderRadius: '6px',
    fontSize: '13px',
    color: 'gray.700',
    cursor: 'pointer',
    _hover: { bg: 'brand.50' },
    '&[aria-current="true"]': { bg: 'brand.50', color: 'brand.700', fontWeight: '600' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  },
});

/**
 * The site's video dialog: a 16:9 player over `poster` (a video's cover or a generated poster),
 * the title, the meta line and, for a video with a transcript, its chapters and text. No media is
 * fetched from anywhere: the player runs the transcript's clock (the site hosts no video files).
 * Open it from a plugin's dialog component (DialogProps) and pass that dialog's `onClose`.
 */
export function VideoDialog({ title, onClose, poster, duration, meta = [], chapters = [], notice, children, onTime }: VideoDialogProps) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const timeRef = useRef(0);
  timeRef.current = time;
  const hasTranscript = chapters.length > 0;
  const current = hasTranscript ? chapterAt(chapters, time) : -1;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      setTime((t) => {
        const next = Math.min(duration, t + 1);
        if (next >= duration) setPlaying(false);
        return next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [playing, duration]);

  const onTimeRef = useRef(onTime);
  onTimeRef.current = onTime;
  useEffect(() => () => onTimeRef.current?.(timeRef.current), []);

  const seek = (seconds: number) => setTime(Math.max(0, Math.min(duration, seconds)));
  const percent = duration > 0 ? (time / duration) * 100 : 0;
  const chapter = current >= 0 ? chapters[current] : undefined;

  return (
    <DialogShell
      title={title}
      onClose={onClose}
      width={hasTranscript ? '880px' : '800px'}
      initialFocus="content"
      closeOnDark
      bodyPadding="0"
      contentProps={{ borderRadius: '12px', overflow: 'hidden', bg: 'gray.900', color: 'white' }}
      header={
        <Box position="relative" aspectRatio={16 / 9} maxH={hasTranscript ? 'min(495px, 50vh)' : '450px'} w="full" overflow="hidden">
          <Box position="absolute" inset="0">
            {poster}
          </Box>
          {notice && !hasTranscript ? (
            <Flex position="absolute" inset="0" direction="column" align="center" justify="flex-end" pb="12" bg="linear-gradient(to top, rgba(0,0,0,0.55), rgba(0,0,0,0) 55%)">
              <Text fontSize="18px" fontWeight="600">
                {notice.title}
              </Text>
              <Text fontSize="13px" opacity={0.8} mt="1">
                {notice.text}
              </Text>
            </Flex>
          ) : null}
          {chapter ? (
            <Flex position="absolute" left="0" right="0" bottom="48px" justify="center" px="10" aria-live="polite">
              <Text as="span" px="3" py="1" bg="rgba(0,0,0,0.62)" borderRadius="4px" fontSize="15px" textAlign="center">
                {chapter.title}
              </Text>
            </Flex>
          ) : null}
          <Flex position="absolute" left="0" right="0" bottom="0" h="44px" align="center" gap="3" px="4" bg="rgba(0,0,0,0.6)" fontSize="12px">
            {hasTranscript ? (
              <Button
                size="xs"
                variant="ghost"
                color="white"
                _hover={{ bg: 'whiteAlpha.300' }}
                aria-label={playing ? '暂停' : '播放'}
                onClick={() => {
                  if (!playing && time >= duration) setTime(0);
                  setPlaying(!playing);
                }}
              >
                {playing ? <LuPause aria-hidden="true" /> : <LuPlay aria-hidden="true" />}
              </Button>
            ) : (
              <Box as="span" aria-hidden="true" display="inline-flex">
                <LuPlay />
              </Box>
            )}
            {hasTranscript ? (
              <chakra.input
                type="range"
                min={0}
                max={duration}
                step={1}
                value={time}
                aria-label="播放进度"
                aria-valuetext={`${formatClock(time)} / ${formatClock(duration)}`}
                onChange={(e) => seek(Number(e.currentTarget.value))}
                flex="1"
                accentColor="#4d8df5"
                cursor="pointer"
              />
            ) : (
              <Box flex="1" h="4px" borderRadius="2px" bg="rgba(255,255,255,0.25)" aria-hidden="true">
                <Box h="full" w={`${percent}%`} bg="brand.400" borderRadius="2px" />
              </Box>
            )}
            <Box as="span" fontVariantNumeric="tabular-nums" aria-hidden={!hasTranscript}>
              {formatClock(time)} / {formatClock(duration)}
            </Box>
          </Flex>
        </Box>
      }
    >
      <Box px="6" py="4" bg="white" color="page.fg">
        <DialogTitle fontSize="17px" fontWeight="600" pe="8">
          {title}
        </DialogTitle>
        <Flex gap="4" mt="2" fontSize="13px" color="gray.500" align="center" wrap="wrap">
          {meta.map((m, i) => (
            <Box as="span" key={i} display="inline-flex" alignItems="center" gap="1">
              {m}
            </Box>
          ))}
          <Flex as="span" align="center" gap="1">
            <LuClock aria-hidden="true" />
            {formatClock(duration)}
          </Flex>
        </Flex>
        {children}
        {hasTranscript ? (
          <Flex gap="5" mt="4" align="stretch">
            <Box as="nav" aria-label="章节" w="280px" flexShrink={0} maxH="200px" overflowY="auto" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="1.5">
              <Stack as="ol" gap="0.5" listStyleType="none" m="0" p="0">
                {chapters.map((c, i) => (
                  <li key={c.start}>
                    <ChapterButton type="button" aria-current={i === current ? 'true' : undefined} onClick={() => seek(c.start)}>
                      <Box as="span" color="gray.500" fontVariantNumeric="tabular-nums" flexShrink={0}>
                        {formatClock(c.start)}
                      </Box>
                      <span>{c.title}</span>
                    </ChapterButton>
                  </li>
                ))}
              </Stack>
            </Box>
            <Box as="section" aria-label="文字稿" flex="1" minW="0" maxH="200px" overflowY="auto" fontSize="14px" lineHeight="1.85" color="gray.700">
              <Text fontSize="13px" fontWeight="600" color="gray.800" mb="1.5">
                文字稿 · {chapter?.title}
              </Text>
              {(chapter?.text ?? '').split('\n').map((p, i) => (
                <Text key={i} mb="2">
                  {p}
                </Text>
              ))}
            </Box>
          </Flex>
        ) : null}
      </Box>
    </DialogShell>
  );
}
