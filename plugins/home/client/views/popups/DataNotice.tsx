import { observer } from 'mobx-react-lite';
import { AppConfig } from '@kernel/client/app-config';
import type { DialogProps } from '@kernel/client/dialogs';
import { useRegistry, useService } from '@kernel/client/react';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { HomeStore } from '../../store';
import { needsLogin, storageUrl } from '../links';
import { Panel, PictureButton } from './Panel';

/**
 * `home.dataNotice`: the data update notice (the login's popupInfo entry), bottom right. Its
 * picture follows the entry's link (login first for a login-required page); closing it keeps it
 * away for 7 days. Shown once per account and month of the latest data.
 */
export default observer(function DataNotice(_: DialogProps<'home.dataNotice'>) {
  const store = useService<HomeStore>(HomeStore);
  const config = useService<RuntimeConfig>(AppConfig);
  const registry = useRegistry();
  const entry = store.rightBottom;
  // Gone with the logout (the page then closes the dialog).
  if (!entry) return null;
  return (
    <Panel title="本月指标数据已更新" side="right" width="300px" onClose={store.closeRightBottom} onShown={() => store.markShown('dataUpdate')} note="关闭后 7 天内不再提示">
      <PictureButton onClick={() => store.openRightBottom(needsLogin(registry, entry.jumpedUrl))} aria-label="查看最新指标数据">
        <img src={storageUrl(config, entry.entranceImgPath)} alt="本月指标数据已更新，立即查看" width={300} height={169} style={{ display: 'block', width: '100%', height: 'auto' }} />
      </PictureButton>
    </Panel>
  );
});
