import { Box, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuClock, LuPlay } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { formatDuration } from '../../../shared/format';
import { HomeStore } from '../../store';
import { VideoCover } from '../sections/EnterpriseSection';
import { ViewCount } from '../sections/ViewCount';

/** The playback dialog: a styled player frame with the title; the media itself is not online yet. */
export default observer(function PlaybackDialog() {
  const store = useService<HomeStore>(HomeStore);
  const video = store.playing;
  return (
    <Dialog.Root open={!!video} onOpenChange={(e) => (e.open ? undefined : store.closeVideo())} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="800px" maxW="800px" borderRadius="12px" overflow="hidden" bg="gray.900" color="white">
            {video ? (
              <>
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
                <Box px="6" py="4" bg="white" color="page.fg">
                  <Dialog.Title fontSize="17px" fontWeight="600" pe="8">
                    {video.title}
                  </Dialog.Title>
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
              </>
            ) : null}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" color="white" bg="rgba(0,0,0,0.35)" _hover={{ bg: 'rgba(0,0,0,0.55)' }} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
