import { observer } from 'mobx-react-lite';
import type { DialogProps } from '@kernel/client/dialogs';
import { VideoDialog } from '@kernel/client/views/VideoDialog';
import { VideoCover } from '../sections/EnterpriseSection';
import { ViewCount } from '../sections/ViewCount';

/**
 * `home.playback` (the old session flag `showPlayBackVideo`): the kernel's video dialog over the
 * video's cover, with the note that the media itself is not online yet. Opened by the store's
 * `openVideo`, which counts the view.
 */
export default observer(function PlaybackDialog({ props, onClose }: DialogProps<'home.playback'>) {
  const { video } = props;
  return (
    <VideoDialog
      title={video.title}
      onClose={onClose}
      duration={video.duration}
      poster={<VideoCover video={video} height="100%" player />}
      notice={{ title: '视频即将上线', text: '该视频正在审核制作中，上线后可在此直接播放' }}
      meta={[video.speaker, video.publishDate, <ViewCount key="views" count={video.viewCount} />]}
    />
  );
});
