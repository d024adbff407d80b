import { Box, Flex, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBadgeCheck, LuPlay } from 'react-icons/lu';
import { Link } from 'wouter';
import { useService } from '@kernel/client/react';
import { formatDuration } from '../../../shared/format';
import type { EnterpriseVideo } from '../../../shared/contract';
import { companyDetailLink } from '../../../shared/routes';
import { HomeStore } from '../../store';
import { formatNumber } from '../links';
import { SectionHeading } from './SectionHeading';
import { ViewCount } from './ViewCount';

const BADGE_COLORS = ['#1456c8', '#0e7490', '#0f8a5f', '#b56d0a', '#6d4bd1', '#334155', '#c2410c', '#1d4ed8'];

/** An enterprise card: the whole card is the link to the enterprise's detail page. */
const CardLink = chakra('a', {
  base: {
    display: 'block',
    h: 'full',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'page.border',
    borderRadius: '10px',
    p: '5',
    color: 'inherit',
    textDecoration: 'none',
    transition: 'transform 0.2s, box-shadow 0.2s, border-color 0.2s',
    _hover: { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(15, 35, 80, 0.10)', borderColor: 'brand.200', textDecoration: 'none' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

const VideoButton = chakra('button', {
  base: {
    display: 'block',
    w: 'full',
    textAlign: 'start',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'page.border',
    borderRadius: '10px',
    overflow: 'hidden',
    cursor: 'pointer',
    p: '0',
    transition: 'transform 0.2s, box-shadow 0.2s',
    _hover: { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(15, 35, 80, 0.10)' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

/** 优质造价咨询企业 and their videos (a video opens the playback dialog). */
export const EnterpriseSection = observer(function EnterpriseSection() {
  const store = useService<HomeStore>(HomeStore);
  if (store.enterprises.length === 0 && store.videos.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-enterprise-title" mt="12">
      <SectionHeading id="home-enterprise-title" title="优质造价咨询企业" subtitle="造价咨询行业的示例企业（示例内容）" />
      {store.enterprises.length > 0 ? (
        <SimpleGrid columns={4} gap="4" as="ul" listStyleType="none" m="0" p="0">
          {store.enterprises.map((e, i) => (
            <li key={e.id}>
              <Link href={companyDetailLink(e.id)} asChild>
                <CardLink aria-label={`查看企业详情：${e.name}`}>
                  <Flex gap="3" align="center" mb="3">
                    <Flex
                      w="44px"
                      h="44px"
                      flexShrink={0}
                      borderRadius="10px"
                      align="center"
                      justify="center"
                      color="white"
                      fontSize="13px"
                      fontWeight="700"
                      lineHeight="1.1"
                      textAlign="center"
                      style={{ background: BADGE_COLORS[i % BADGE_COLORS.length] }}
                      aria-hidden="true"
                    >
                      {e.shortName.slice(0, 2)}
                      <br />
                      {e.shortName.slice(2, 4)}
                    </Flex>
                    <Box minW="0">
                      <Text fontSize="14px" fontWeight="600" color="page.fg" lineClamp={1} title={e.name}>
                        {e.name}
                      </Text>
                      <Flex gap="2" align="center" mt="0.5" fontSize="12px" color="gray.500">
                        <span>{e.city}</span>
                        <Flex as="span" align="center" gap="0.5" color="#b56d0a">
                          <LuBadgeCheck aria-hidden="true" />
                          造价咨询{e.qualification}
                        </Flex>
                      </Flex>
                    </Box>
                  </Flex>
                  <Flex gap="1.5" wrap="wrap" minH="44px" align="flex-start">
                    {e.services.map((s) => (
                      <Box key={s} as="span" px="1.5" fontSize="12px" lineHeight="20px" color="brand.700" bg="brand.50" borderRadius="3px">
                        {s}
                      </Box>
                    ))}
                  </Flex>
                  <Text fontSize="12px" color="gray.500" mt="3" pt="3" borderTopWidth="1px" borderColor="page.border">
                    贡献指标 <b style={{ color: '#1456c8' }}>{formatNumber(e.contributed)}</b> 条 · {e.since} 年入驻
                  </Text>
                </CardLink>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      ) : null}
      {store.videos.length > 0 ? (
        <Box mt="8">
          <Heading as="h3" fontSize="18px" fontWeight="600" color="page.fg" mb="4">
            企业视频
          </Heading>
          <SimpleGrid columns={3} gap="5" as="ul" listStyleType="none" m="0" p="0">
            {store.videos.map((v) => (
              <li key={v.id}>
                <VideoButton onClick={() => store.openVideo(v)} aria-label={`播放视频：${v.title}，时长 ${formatDuration(v.duration)}`}>
                  <VideoCover video={v} />
                  <Box p="4">
                    <Text fontSize="14px" fontWeight="500" color="page.fg" lineClamp={2} minH="42px" lineHeight="1.5">
                      {v.title}
                    </Text>
                    <Flex justify="space-between" align="center" mt="2" fontSize="12px" color="gray.500">
                      <Text as="span" lineClamp={1} maxW="70%">
                        {v.speaker}
                      </Text>
                      <ViewCount count={v.viewCount} />
                    </Flex>
                  </Box>
                </VideoButton>
              </li>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </Box>
  );
});

/** The cover: the video's gradient, its category, a play mark and the duration. */
export function VideoCover({ video, height = '170px', player = false }: { video: EnterpriseVideo; height?: string; player?: boolean }) {
  return (
    <Box position="relative" h={height} style={{ background: video.cover }} color="white" overflow="hidden">
      <svg width="100%" height="100%" style={{ position: 'absolute', inset: 0 }} aria-hidden="true" focusable="false">
        <defs>
          <pattern id={`home-video-grid-${video.id}`} width="24" height="24" patternUnits="userSpaceOnUse">
            <path d="M24 0H0V24" fill="none" stroke="rgba(255,255,255,0.08)" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#home-video-grid-${video.id})`} />
      </svg>
      <Box as="span" position="absolute" top="3" left="3" px="2" fontSize="12px" lineHeight="22px" borderRadius="4px" bg="rgba(0,0,0,0.25)">
        {video.category}
      </Box>
      <Flex position="absolute" inset="0" align="center" justify="center">
        <Flex w="52px" h="52px" borderRadius="full" bg="rgba(255,255,255,0.22)" borderWidth="2px" borderColor="rgba(255,255,255,0.7)" align="center" justify="center" fontSize="22px" ps="1">
          <LuPlay aria-hidden="true" />
        </Flex>
      </Flex>
      {player ? null : (
        <Box as="span" position="absolute" bottom="3" right="3" px="1.5" fontSize="12px" lineHeight="20px" borderRadius="3px" bg="rgba(0,0,0,0.45)" fontVariantNumeric="tabular-nums">
          {formatDuration(video.duration)}
        </Box>
      )}
    </Box>
  );
}
