import { useEffect, useRef } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { UnitPriceApi } from '../tokens';
import { LIST_PATH } from '../list-store';

/**
 * The column's video guide on the list page: opening logs an event; closing stops the playback and
 * reports the seconds watched (when any). Leaving the list closes it.
 */
export default function VideoDialog({ props, onClose }: DialogProps<'unit-price.video'>) {
  const api = useService<UnitPriceApi>(UnitPriceApi);
  const [location] = useLocation();
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Seconds actually played (seeking does not count). */
  const watched = useRef(0);
  const last = useRef<number | null>(null);
  const { guide } = props;

  useEffect(() => {
    void api.videoEvent('open').catch(() => undefined);
  }, [api]);

  const close = () => {
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.currentTime = 0;
    }
    const seconds = Math.round(watched.current);
    watched.current = 0;
    if (seconds > 0) void api.videoEvent('close', seconds).catch(() => undefined);
    onClose();
  };

  useEffect(() => {
    if (location !== LIST_PATH) close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  const onTime = () => {
    const t = videoRef.current?.currentTime ?? 0;
    if (last.current != null && t > last.current && t - last.current < 2) watched.current += t - last.current;
    last.current = t;
  };

  return (
    <DialogShell title={guide.title || '综合单价指标使用指南'} onClose={close} width="800px" initialFocus="content" bodyPadding="0">
      <Box bg="black">
        <video
          ref={videoRef}
          src={guide.src ?? undefined}
          poster={guide.poster ?? undefined}
          controls
          preload="metadata"
          style={{ display: 'block', width: '100%', maxHeight: '450px' }}
          onTimeUpdate={onTime}
          onSeeking={() => (last.current = null)}
          aria-label={guide.title || '综合单价指标使用指南'}
        />
      </Box>
      <Text fontSize="12px" color="gray.500" px="5" py="3">
        介绍如何按清单编码与项目特征检索综合单价、查看样本分布与组价明细{guide.durationSec ? `（约 ${Math.max(1, Math.round(guide.durationSec / 60))} 分钟）` : ''}。
      </Text>
    </DialogShell>
  );
}
