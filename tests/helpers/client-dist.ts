import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TempClientDist {
  readonly dir: string;
  /** Path of the hashed script under `/static/js/`. */
  readonly assetPath: string;
  setBuildId(id: string): void;
  cleanup(): void;
}

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>造价指标网</title></head>' +
  '<body><div id="root"></div><script src="/static/js/index.3f9a1c2b.js"></script></body></html>';

/** A tiny built client: index.html, one hashed script, a favicon and optionally a build id. */
export function createClientDist(buildId?: string): TempClientDist {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-dist-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(dir, 'static', 'js', 'index.3f9a1c2b.js'), 'console.log("造价指标网");\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const setBuildId = (id: string) => writeFileSync(path.join(dir, 'build-id.txt'), `${id}\n`);
  if (buildId) setBuildId(buildId);
  return {
    dir,
    assetPath: '/static/js/index.3f9a1c2b.js',
    setBuildId,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
