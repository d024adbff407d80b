import { observer } from 'mobx-react-lite';
import { AppConfig } from '@kernel/client/app-config';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { RECRUIT_PICTURE } from '../../../shared/contract';
import { HomeStore } from '../../store';
import { storageUrl } from '../links';
import { Panel, PictureButton } from './Panel';

/**
 * `home.recruitPrompt`: the recruit prompt, bottom left. Its picture goes to the recruiting page
 * and records the prompt status; the close button only hides it. Shown once per account and
 * campaign (the store is told once it is on screen).
 */
export default observer(function RecruitPrompt(_: DialogProps<'home.recruitPrompt'>) {
  const store = useService<HomeStore>(HomeStore);
  const config = useService<RuntimeConfig>(AppConfig);
  return (
    <Panel title="诚邀加入数据审核专家库" side="left" width="340px" onClose={store.closeRecruit} onShown={() => store.markShown('recruit')}>
      <PictureButton onClick={() => void store.openRecruit()} aria-label="了解专家招募详情">
        <img src={storageUrl(config, RECRUIT_PICTURE)} alt="招募数据审核专家：诚邀注册造价工程师加入平台专家库" width={340} height={212} style={{ display: 'block', width: '100%', height: 'auto' }} />
      </PictureButton>
    </Panel>
  );
});
