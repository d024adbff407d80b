import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { useSite } from './support/harness';

/**
 * What a first visitor of /home downloads, measured in Chromium (network events of the DevTools
 * protocol) and compared with the build's report (dist/bundle-report.json, written by
 * scripts/report-bundle.ts from the chunk graph).
 */
const site = useSite();

interface BundleReport {
  page: string;
  budgetBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  files: string[];
}
interface GraphGroup {
  files: string[];
}
const dist = join(process.cwd(), 'dist');
const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8')) as BundleReport;
const graph = JSON.parse(readFileSync(join(dist, 'bundle-graph.json'), 'utf8')) as { groups: Record<string, GraphGroup> };

interface Transfer {
  url: string;
  path: string;
  status: number;
  encoding: string | undefined;
  /** Bytes received for the response, headers included (CDP `encodedDataLength`). */
  bytes: number;
  done: boolean;
}

/** Records every response of the page with the bytes that crossed the network. */
async function recordTransfers(page: Page): Promise<{ cdp: CDPSession; transfers: Map<string, Transfer> }> {
  const cdp = await page.context().newCDPSession(page);
  const transfers = new Map<string, Transfer>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const url = new URL(e.response.url);
    transfers.set(e.requestId, {
      url: e.response.url,
      path: url.pathname.replace(/^\//, ''),
      status: e.response.status,
      encoding: headers['content-encoding'],
      bytes: 0,
      done: false,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = transfers.get(e.requestId);
    if (t) Object.assign(t, { bytes: e.encodedDataLength, done: true });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { cdp, transfers };
}

const isScript = (t: Transfer) => /\.js$/.test(t.path);

/** Waits until no script has been requested or is still loading for `quietMs`. */
async function waitForQuietScripts(transfers: Map<string, Transfer>, quietMs: number): Promise<void> {
  let count = -1;
  let since = Date.now();
  for (;;) {
    const scripts = [...transfers.values()].filter(isScript);
    const pending = scripts.some((t) => !t.done);
    if (scripts.length !== count || pending) {
      count = scripts.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the JavaScript of a first visit to /home on the wire', () => {
  it('is compressed, within the 200 KB budget, and the very files the build report counts', async () => {
    const { page, errors } = await site.freshPage(30_000);
    const { transfers } = await recordTransfers(page);
    await page.goto('/home', { waitUntil: 'load' });
    // The page is shown with its data (the hero and the platform outline figures).
    await page.getByRole('heading', { name: '让每一个造价数字都有据可查', level: 1 }).waitFor();
    await page.getByRole('complementary', { name: '平台概况' }).getByText(/数据更新至 \d{4}-\d{2}/).waitFor();
    // Idle time: 3 s without any script requested (prefetches at idle would show here).
    await waitForQuietScripts(transfers, 3000);

    const scripts = [...transfers.values()].filter(isScript);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect({ path: s.path, status: s.status }).toEqual({ path: s.path, status: 200 });
      expect({ path: s.path, encoding: s.encoding }).toEqual({ path: s.path, encoding: expect.stringMatching(/^(br|gzip)$/) });
    }
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `first visit to /home: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB on the wire ` +
        `(${scripts.map((s) => s.encoding).join(',')}); build report ${(report.gzipBytes / 1024).toFixed(1)} KB gzip, ` +
        `${(report.brotliBytes / 1024).toFixed(1)} KB brotli`,
    );
    expect(total).toBeLessThanOrEqual(report.budgetBytes);

    // The report counts exactly the scripts the browser fetched, and their bytes: the compressed
    // file of each (brotli or gzip, as sent) plus the response headers.
    expect(scripts.map((s) => s.path).sort()).toEqual([...report.files].sort());
    const encoded = scripts.reduce((sum, s) => {
      const file = join(dist, 'client', `${s.path}.${s.encoding === 'br' ? 'br' : 'gz'}`);
      return sum + readFileSync(file).length;
    }, 0);
    expect(total).toBeGreaterThanOrEqual(encoded);
    expect(total - encoded).toBeLessThan(scripts.length * 2048);
    expect(encoded).toBe(scripts.some((s) => s.encoding === 'br') ? report.brotliBytes : report.gzipBytes);
    expect(errors).toEqual([]);
    expect(report.budgetBytes).toBe(200 * 1024);
    // Clients that take only gzip get the Zopfli-made `.gz` files: within the same budget.
    expect(report.gzipBytes).toBeLessThanOrEqual(report.budgetBytes);
    expect(report.brotliBytes).toBeLessThanOrEqual(report.budgetBytes);
  });

  it('loads the other pages, the charts and the dialogs only when they are wanted', async () => {
    const { page } = await site.freshPage(30_000);
    const { transfers } = await recordTransfers(page);
    await page.goto('/home', { waitUntil: 'load' });
    await page.getByRole('heading', { name: '让每一个造价数字都有据可查', level: 1 }).waitFor();
    await waitForQuietScripts(transfers, 1500);
    const fetched = () => new Set([...transfers.values()].filter(isScript).map((t) => t.path));
    const filesOf = (name: string) => graph.groups[name]?.files ?? [];
    const fetchedAny = (name: string) => filesOf(name).some((f) => fetched().has(f) && !report.files.includes(f));

    // No other page's chunk group, nor the overview (d3), the sections below, the dialogs.
    const later = Object.keys(graph.groups).filter((n) => n !== 'page-home');
    expect(later).toEqual(expect.arrayContaining(['home-overview', 'home-sections', 'account-login-dialog']));
    for (const name of later) expect({ name, fetched: fetchedAny(name) }).toEqual({ name, fetched: false });

    // Scrolling to 全国造价概览 loads the charts; they show data.
    const overview = page.getByRole('region', { name: '全国造价概览' });
    await overview.scrollIntoViewIfNeeded();
    await overview.locator('svg[role="img"]').nth(2).waitFor();
    expect(fetchedAny('home-overview')).toBe(true);

    // The footer's QR codes are drawn when the reader reaches the footer.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.locator('svg:has(title)').first().waitFor();
    await expect(footer.locator('svg:has(title)').count()).resolves.toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));

    // The login dialog's code arrives with the first click on 注册/登录.
    await page.getByRole('button', { name: '注册/登录' }).click();
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    expect(fetchedAny('account-login-dialog')).toBe(true);
  });

  it('serves the precompressed files the build writes next to every text asset', async () => {
    for (const file of [...report.files, 'index.html', 'favicon.svg', 'manifest.json']) {
      expect({ file, br: existsSync(join(dist, 'client', `${file}.br`)), gz: existsSync(join(dist, 'client', `${file}.gz`)) }).toEqual({
        file,
        br: true,
        gz: true,
      });
    }
    const script = report.files[0];
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await fetch(`${site.url}/${script}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes the body: it is the built file itself.
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(dist, 'client', script)))).toBe(true);
    }
  });

  it('sends a client that only takes gzip the first load within the same 200 KB', async () => {
    let sent = 0;
    for (const file of report.files) {
      // node:http does not decode: these are the bytes on the wire.
      const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`${site.url}/${file}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (chunk: Buffer) => parts.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
          res.on('error', reject);
        }).on('error', reject);
      });
      expect({ file, encoding }).toEqual({ file, encoding: 'gzip' });
      expect(gunzipSync(body).equals(readFileSync(join(dist, 'client', file)))).toBe(true);
      sent += body.length;
    }
    expect(sent).toBe(report.gzipBytes);
    expect(sent).toBeLessThanOrEqual(200 * 1024);
  });
});
