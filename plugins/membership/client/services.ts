/** The plugin's implementations, loaded with the user centre and the dialogs (one lazy chunk), built by the container. */
export { HttpMembershipApi } from './api';
export { MobxMembershipStore } from './store';
