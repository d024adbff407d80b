import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

/** Binds the RegionDirectory (regions of GET /home/index, loaded once) for the index plugins. */
export default defineClientPlugin({
  manifest,
});
