import type { ServiceIdentifier } from 'inversify';
import { DEFAULT_GATEWAYS, type RuntimeConfig } from '../core/gateways';

export const AppConfig: ServiceIdentifier<RuntimeConfig> = Symbol('AppConfig');

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** The runtime config the server injected into index.html, with defaults for what is missing. */
export function readRuntimeConfig(fallbackPlugins: readonly string[]): RuntimeConfig {
  const injected = typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined;
  return {
    plugins: injected?.plugins ?? [...fallbackPlugins],
    version: injected?.version ?? '',
    gateways: { ...DEFAULT_GATEWAYS, ...injected?.gateways },
  };
}
