import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

export default defineClientPlugin({
  manifest,
});
