import 'reflect-metadata';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient } from '@kernel/client/http-client';
import type { Navigator } from '@kernel/client/navigator';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import { NavigationVersionCheck, RELOAD_DELAY_MS } from '@kernel/client/version-service';
import type { VersionEvent } from '@kernel/core/events';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { spawnStatusServer, type SpawnedServer } from '../../helpers/spawn-status-server';

// The server is a child process: give it time to start on a busy machine.
jest.setTimeout(30_000);

let server: SpawnedServer;
let serverVersion: string;
beforeAll(async () => {
  server = await spawnStatusServer();
  serverVersion = (await (await fetch(`${server.url}/version`)).json()).data.version;
});
afterAll(() => server?.stop());

function rig(loaded: string) {
  const bus = new RxEventBus();
  const ui = new MobxUiStore();
  const config = { plugins: [], version: loaded, gateways: DEFAULT_GATEWAYS };
  const http = new FetchHttpClient(config, new MobxSessionStore(), bus, { notify: () => undefined }, {} as Navigator, ui);
  http.origin = server.url;
  const reloads: number[] = [];
  const scheduled: { fn: () => void; ms: number }[] = [];
  const navigator: Navigator = { navigate: () => undefined, current: () => '/', reload: () => reloads.push(Date.now()) };
  const events: VersionEvent[] = [];
  bus.on('version').subscribe((e) => events.push(e));
  const check = new NavigationVersionCheck(loaded, http, bus, ui, navigator, (fn, ms) => scheduled.push({ fn, ms }));
  return { check, ui, reloads, scheduled, events };
}

describe('version check at navigation', () => {
  it('does nothing while the server runs the version this page was loaded with', async () => {
    const r = rig(serverVersion);
    await expect(r.check.check()).resolves.toBe(false);
    expect(r.ui.newVersion).toBe(false);
    expect(r.scheduled).toEqual([]);
  });

  it('on a new version shows 发现新版本 and reloads after 5000 ms, once', async () => {
    const r = rig('an-older-build');
    await expect(r.check.check()).resolves.toBe(true);
    expect(r.ui.newVersion).toBe(true);
    expect(r.events).toEqual([{ loaded: 'an-older-build', current: serverVersion }]);
    expect(r.scheduled.map((s) => s.ms)).toEqual([RELOAD_DELAY_MS]);
    expect(RELOAD_DELAY_MS).toBe(5000);
    r.scheduled[0]!.fn();
    expect(r.reloads).toHaveLength(1);
    await expect(r.check.check()).resolves.toBe(false);
    expect(r.scheduled).toHaveLength(1);
  });
});
