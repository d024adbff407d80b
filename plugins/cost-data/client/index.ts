import { ContainerModule } from 'inversify';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { RegionDirectory } from '../shared/region-directory';
import { RegionDirectoryStore } from './region-directory-store';

/** The plugin's bindings: the region directory every index page shares. */
export const costDataModule = new ContainerModule(({ bind }) => {
  bind<RegionDirectory>(RegionDirectory).to(RegionDirectoryStore).inSingletonScope();
});

/** Binds the RegionDirectory (regions of GET /home/index, loaded once) for the index plugins. */
export default defineClientPlugin({
  manifest,
  module: costDataModule,
  stores: [RegionDirectory],
});

export { RegionDirectoryStore } from './region-directory-store';
