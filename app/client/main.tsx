// The metadata API decorators and inversify use; the same module inversify imports, not a second copy.
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@kernel/client/app-config';
import { createKernel } from '@kernel/client/kernel';
import { preloadPage } from '@kernel/client/router';
import { pluginsConfig } from '../plugins.config';
import { App } from './App';
import { BootError } from './shell/BootError';
import { clientPlugins } from './plugin-registry';
import { chakraNotifier } from './shell/toaster';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = readRuntimeConfig(pluginsConfig.enabled);
    const kernel = await createKernel({ plugins: clientPlugins, config, notifier: chakraNotifier });
    // The page's code downloads while the shell renders for the first time.
    preloadPage(kernel, `${location.pathname}${location.search}`);
    root.render(<App kernel={kernel} />);
  } catch (error) {
    console.error('[boot] the site could not start', error);
    root.render(<BootError error={error} />);
  }
}

void boot();
