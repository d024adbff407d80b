import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuClock, LuPlay } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { formatDuration } from '../../../shared/format';
import { VideoCover } from '../sections/EnterpriseSection';
import { ViewCount } from '../sections/ViewCount';

/**
 * `home.playback` (the old session flag `showPlayBackVideo`): a styled player frame with the title; the media
 * itself is not online yet. Opened by the store's `openVideo`, which counts the view.
 */
export default observer(function PlaybackDialog({ props, onClose }: DialogProps<'home.playback'>) {
  const { video } = props;
  return (
    <DialogShell
      title={video.title}
      onClose={onClose}
      width="800px"
      initialFocus="content"
      closeOnDark
      bodyPadding="0"
      contentProps={{ borderRadius: '12px', overflow: 'hidden', bg: 'gray.900', color: 'white' }}
      header={
        <Box position="relative">
          <VideoCover video={video} height="450px" player />
          <Flex position="absolute" inset="0" direction="column" align="center" justify="flex-end" pb="10" bg="linear-gradient(to top, rgba(0,0,0,0.55), rgba(0,0,0,0) 55%)">
            <Text fontSize="18px" fontWeight="600">
              视频即将上线
            </Text>
            <Text fontSize="13px" opacity={0.8} mt="1">
              该视频正在审核制作中，上线后可在此直接播放
            </Text>
          </Flex>
          <Flex position="absolute" left="0" right="0" bottom="0" h="36px" align="center" gap="3" px="4" bg="rgba(0,0,0,0.6)" fontSize="12px" aria-hidden="true">
            <LuPlay />
            <Box flex="1" h="4px" borderRadius="2px" bg="rgba(255,255,255,0.25)" />
            <span>00:00 / {formatDuration(video.duration)}</span>
          </Flex>
        </Box>
      }
    >
      <Box px="6" py="4" bg="white" color="page.fg">
        <DialogTitle fontSize="17px" fontWeight="600" pe="8">
          {video.title}
        </DialogTitle>
        <Flex gap="4" mt="2" fontSize="13px" color="gray.500" align="center">
          <span>{video.speaker}</span>
          <Flex as="span" align="center" gap="1">
            <LuClock aria-hidden="true" />
            {formatDuration(video.duration)}
          </Flex>
          <span>{video.publishDate}</span>
          <ViewCount count={video.viewCount} />
        </Flex>
      </Box>
    </DialogShell>
  );
});
