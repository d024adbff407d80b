import { useEffect, useRef } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { BqVideoGuide } from '../../shared/contract';
import { useService } from '@kernel/client/react';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { UnitPriceApi } from '../tokens';

/**
 * The column's video guide on the list page: opening logs an event; closing stops the playback and
 * reports the seconds watched (when any); leaving the list with it open reports them too.
 */
export function VideoDialog({ guide, onClose }: { guide: BqVideoGuide; onClose: () => void }) {
  const api = useService<UnitPriceApi>(UnitPriceApi);
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Seconds actually played (seeking does not count). */
  const watched = useRef(0);
  const last = useRef<number | null>(null);

  /** Reports the seconds watched once (closing, or leaving the list with the dialog open). */
  const report = () => {
    const seconds = Math.round(watched.current);
    watched.current = 0;
    if (seconds > 0) void api.videoEvent('close', seconds).catch(() => undefined);
  };

  useEffect(() => {
    void api.videoEvent('open').catch(() => undefined);
    return report;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const close = () => {
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.currentTime = 0;
    }
    report();
    onClose();
  };

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
