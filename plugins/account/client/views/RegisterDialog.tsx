import type { DialogProps } from '@kernel/client/dialogs';
import { DialogService } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { AccountDialogs } from '../../shared/dialogs';
import { RegisterForm } from './RegisterForm';

/**
 * 注册账号 (`account.register`, code downloaded at its first opening): the registration form; the
 * new member is logged in and the dialog closes. The focus starts on 手机号.
 */
export default function RegisterDialog({ props, onClose }: DialogProps<'account.register'>) {
  const dialogs = useService<DialogService>(DialogService);
  const toLogin = () => {
    onClose();
    dialogs.open(AccountDialogs.login, { tab: 1 });
  };
  return (
    <DialogShell
      title="注册账号"
      description="注册后即可收藏指标、申请试用VIP与开通会员服务"
      onClose={onClose}
      modal
      width="560px"
      contentProps={{ w: { base: 'calc(100vw - 24px)', md: '560px' }, borderRadius: '12px' }}
    >
      <RegisterForm invite={props?.invite} onDone={onClose} onLogin={toLogin} />
    </DialogShell>
  );
}
