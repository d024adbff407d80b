/**
 * The site's gateways are base URLs. By default they all point at the one server (empty prefix,
 * same origin); a deployment may split them by setting the runtime config.
 */
export interface Gateways {
  core: string;
  manage: string;
  common: string;
  cost: string;
  stream: string;
  storage: string;
}

export const DEFAULT_GATEWAYS: Gateways = {
  core: '',
  manage: '',
  common: '',
  cost: '',
  stream: '',
  storage: '/static-files',
};

/** Runtime configuration the server injects into index.html as `window.__APP_CONFIG__`. */
export interface RuntimeConfig {
  /** Enabled plugin ids, after the server's env overrides. */
  plugins: string[];
  /** Build id of the served client; compared with the version call. */
  version: string;
  gateways: Gateways;
}
