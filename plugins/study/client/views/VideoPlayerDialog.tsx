import { useEffect } from 'react';
import { Box, Image } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck } from 'react-icons/lu';
import { AppConfig } from '@kernel/client/app-config';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { VideoDialog } from '@kernel/client/views/VideoDialog';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { posterPath, topicName } from '../../shared/contract';
import { StudyStore } from '../tokens';

/** `study.video`: the kernel's video dialog over the generated poster, with the transcript's chapters (login). */
export default observer(function VideoPlayerDialog({ props, onClose }: DialogProps<'study.video'>) {
  const store = useService<StudyStore>(StudyStore);
  const config = useService<RuntimeConfig>(AppConfig);
  const { entry } = props;
  useEffect(() => {
    void store.loadContent(entry.id);
  }, [store, entry.id]);
  const content = store.content.data?.id === entry.id ? store.content.data : null;
  const poster = `${config.gateways.storage.replace(/\/+$/, '')}${content?.video?.poster ?? posterPath(entry.id)}`;
  const failed = store.content.status === 'error' && !content;
  return (
    <VideoDialog
      title={entry.title}
      onClose={onClose}
      duration={content?.video?.seconds ?? entry.seconds}
      poster={<Image src={poster} alt={`视频海报：${entry.title}`} w="full" h="full" objectFit="cover" />}
      chapters={content?.video?.chapters ?? []}
      notice={failed ? { title: '内容加载失败', text: store.content.error || '请稍后重试' } : { title: '正在加载文字稿…', text: '视频以海报与分章节文字稿的形式呈现' }}
      meta={[
        topicName(entry.topic),
        entry.author,
        entry.publishDate,
        ...(content
          ? [
              <Box as="span" key="learned" display="inline-flex" alignItems="center" gap="1" color="green.700">
                <LuCircleCheck aria-hidden="true" />
                已学习
              </Box>,
            ]
          : []),
      ]}
    >
      {content ? (
        <Box mt="3" fontSize="14px" color="gray.600" lineHeight="1.8">
          {content.summary}
        </Box>
      ) : null}
    </VideoDialog>
  );
});
