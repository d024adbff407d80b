import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { LoginDialogHost } from './views/LoginDialog';

export default defineClientPlugin({
  manifest,
  slots: [{ slot: 'popup', id: 'login-dialog', order: 0, component: LoginDialogHost }],
});
