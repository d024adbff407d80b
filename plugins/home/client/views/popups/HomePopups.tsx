import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { Box, CloseButton, Flex, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { AppConfig } from '@kernel/client/app-config';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { RECRUIT_PICTURE } from '../../../shared/contract';
import { HomeStore, RECRUIT_PATH } from '../../store';
import { needsLogin, storageUrl } from '../links';

// The playback dialog's code is downloaded when a video is first opened.
const PlaybackDialog = lazy(() => import(/* webpackChunkName: "home-playback" */ './PlaybackDialog'));

const PictureButton = chakra('button', {
  base: {
    display: 'block',
    w: 'full',
    p: '0',
    bg: 'transparent',
    cursor: 'pointer',
    lineHeight: '0',
    _focusVisible: { outline: '3px solid', outlineColor: 'accent.400', outlineOffset: '-3px' },
  },
});

/**
 * The home page's popups. The recruit prompt and the right-bottom dialog are non-modal panels
 * (role dialog, titled, with a 关闭 button): they neither block the page nor take the focus, so a
 * visitor who is typing elsewhere is not interrupted; each tells the store once it is on screen
 * (shown once per account and period). The playback dialog is modal.
 */
export default observer(function HomePopups() {
  const store = useService<HomeStore>(HomeStore);
  const config = useService<RuntimeConfig>(AppConfig);
  const registry = useRegistry();
  const right = store.rightBottom;
  // Never a prompt whose picture leads to the 404 page.
  const leadsSomewhere = (target: string) => /^https?:\/\//.test(target) || servesPath(registry, target);
  return (
    <>
      {store.showRecruit && leadsSomewhere(RECRUIT_PATH) ? (
        <Panel title="诚邀加入数据审核专家库" side="left" width="340px" onClose={store.closeRecruit} onShown={() => store.markShown('recruit')}>
          <PictureButton onClick={() => void store.openRecruit()} aria-label="了解专家招募详情">
            <img src={storageUrl(config, RECRUIT_PICTURE)} alt="招募数据审核专家：诚邀注册造价工程师加入平台专家库" width={340} height={212} style={{ display: 'block', width: '100%', height: 'auto' }} />
          </PictureButton>
        </Panel>
      ) : null}
      {store.showRightBottom && right && leadsSomewhere(right.jumpedUrl) ? (
        <Panel title="本月指标数据已更新" side="right" width="300px" onClose={store.closeRightBottom} onShown={() => store.markShown('dataUpdate')} note="关闭后 7 天内不再提示">
          <PictureButton onClick={() => store.openRightBottom(needsLogin(registry, right.jumpedUrl))} aria-label="查看最新指标数据">
            <img src={storageUrl(config, right.entranceImgPath)} alt="本月指标数据已更新，立即查看" width={300} height={169} style={{ display: 'block', width: '100%', height: 'auto' }} />
          </PictureButton>
        </Panel>
      ) : null}
      {store.playing ? (
        <ErrorBoundary name="home playback dialog">
          <Suspense fallback={null}>
            <PlaybackDialog />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
});

interface PanelProps {
  title: string;
  side: 'left' | 'right';
  width: string;
  onClose: () => void;
  /** Called once it is on screen (the prompt is remembered as seen). */
  onShown: () => void;
  note?: string;
  children: ReactNode;
}

/** A small non-modal dialog in a bottom corner, clear of the side widget. */
function Panel({ title, side, width, onClose, onShown, note, children }: PanelProps) {
  const id = useId();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onShown(), []);
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      position="fixed"
      bottom="24px"
      {...(side === 'left' ? { left: '24px' } : { right: '88px' })}
      w={width}
      zIndex="banner"
      bg="white"
      borderRadius="12px"
      overflow="hidden"
      boxShadow="0 18px 48px rgba(10, 30, 70, 0.28)"
      animation="fade-in 0.3s ease-out"
    >
      <Flex align="center" justify="space-between" ps="4" pe="1.5" h="40px" borderBottomWidth="1px" borderColor="page.border">
        <Text id={`${id}-title`} fontSize="14px" fontWeight="600" color="page.fg">
          {title}
        </Text>
        <CloseButton size="xs" aria-label="关闭" onClick={onClose} />
      </Flex>
      {children}
      {note ? (
        <Text fontSize="12px" color="gray.500" px="4" py="1.5" bg="gray.50">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
