import { blobText, checkBlob, DOWNLOAD_FAILED, downloadFile, saveBlob } from '@kernel/client/downloads';
import { RequestError } from '@kernel/client/http-client';

const json = (body: unknown) => new Blob([typeof body === 'string' ? body : JSON.stringify(body)], { type: 'application/json;charset=utf-8' });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('checkBlob', () => {
  it('passes a file through unchanged', async () => {
    const file = new Blob(['PK…'], { type: XLSX });
    await expect(checkBlob(file)).resolves.toBe(file);
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await expect(checkBlob(pdf, '组价方案下载失败，请稍后重试')).resolves.toBe(pdf);
  });

  it('turns the no-permission codes into 您暂无访问权限！ whatever the envelope says', async () => {
    for (const code of [820, 821, 921]) {
      const error = await checkBlob(json({ statusCode: code, businessMsg: 'VIP only', data: null })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestError);
      expect(error).toMatchObject({ message: '您暂无访问权限！', statusCode: code });
    }
  });

  it("answers another refusal with the envelope's businessMsg and code", async () => {
    await expect(checkBlob(json({ statusCode: 400, businessMsg: '导出范围超过 36 个月', data: null }))).rejects.toMatchObject({
      message: '导出范围超过 36 个月',
      statusCode: 400,
    });
  });

  it('falls back to the given message, else 导出失败，请稍后重试, when the answer says nothing usable', async () => {
    await expect(checkBlob(json({ statusCode: 500 }))).rejects.toMatchObject({ message: DOWNLOAD_FAILED, statusCode: 500 });
    expect(DOWNLOAD_FAILED).toBe('导出失败，请稍后重试');
    await expect(checkBlob(json('not json at all'), '组价方案下载失败，请稍后重试')).rejects.toMatchObject({
      message: '组价方案下载失败，请稍后重试',
      statusCode: 0,
    });
  });
});

describe('saveBlob', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.useRealTimers();
  });

  it('clicks a hidden temporary link with the file name, removes it and revokes the URL later', () => {
    jest.useFakeTimers();
    const revoked: string[] = [];
    URL.createObjectURL = () => 'blob:test-1';
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const clicked: Array<{ href: string; download: string; rel: string; hidden: boolean; attached: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, rel: this.rel, hidden: this.style.display === 'none', attached: document.body.contains(this) });
    });
    try {
      saveBlob(new Blob(['x'], { type: XLSX }), '单项工程指标_20261124_0930.xlsx');
    } finally {
      click.mockRestore();
    }
    expect(clicked).toEqual([{ href: 'blob:test-1', download: '单项工程指标_20261124_0930.xlsx', rel: 'noopener', hidden: true, attached: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(4000);
    expect(revoked).toEqual(['blob:test-1']);
  });
});

describe('downloadFile', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('saves the fetched file under its name (named once the file is there) and answers null', async () => {
    URL.createObjectURL = () => 'blob:test-2';
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    let fetched = false;
    try {
      const failure = await downloadFile(
        async () => {
          fetched = true;
          return checkBlob(new Blob(['PK'], { type: XLSX }));
        },
        () => (fetched ? '材料价格_HRB400E_江苏.xlsx' : 'too-early.xlsx'),
      );
      expect(failure).toBeNull();
    } finally {
      click.mockRestore();
    }
    expect(names).toEqual(['材料价格_HRB400E_江苏.xlsx']);
  });

  it("answers a refusal's message, or the fallback, without saving anything", async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    try {
      await expect(downloadFile(() => checkBlob(json({ statusCode: 820 })), 'x.xlsx')).resolves.toBe('您暂无访问权限！');
      await expect(downloadFile(() => Promise.reject(new Error('')), 'x.pdf', '下载失败，请稍后重试')).resolves.toBe('下载失败，请稍后重试');
      await expect(downloadFile(() => Promise.reject(new Error('')), 'x.xlsx')).resolves.toBe(DOWNLOAD_FAILED);
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });
});

describe('blobText', () => {
  it('reads a blob as text, with or without Blob.text()', async () => {
    const blob = new Blob(['{"businessMsg":"请先登录"}'], { type: 'application/json' });
    await expect(blobText(blob)).resolves.toBe('{"businessMsg":"请先登录"}');
    const old = Object.assign(new Blob(['综合单价'], { type: 'text/plain' }), { text: undefined });
    await expect(blobText(old as unknown as Blob)).resolves.toBe('综合单价');
  });
});
