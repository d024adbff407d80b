import { aboutServer } from '@plugins/about/server';
import { buildTestApp, type TestApp } from '../../../helpers/server';

describe('about plugin: contact endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [aboutServer] });
  });
  afterAll(() => t.close());

  it('answers the contact details in the envelope, without login', async () => {
    const res = await t.app.inject('/pb/about/contact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      businessMsg: '操作成功',
      data: {
        phone: '400-860-2026',
        email: 'service@zaojiazhibiao.cn',
        address: '杭州市西湖区文三路 90 号 东部软件园 7 号楼',
        hours: '工作日 9:00-18:00',
      },
    });
  });

  it('is gone when the plugin is disabled', async () => {
    const without = await buildTestApp({ plugins: [] });
    try {
      const res = await without.app.inject('/pb/about/contact');
      expect(res.statusCode).toBe(404);
      expect(res.json().businessMsg).toBe('请求的接口不存在');
    } finally {
      await without.close();
    }
  });
});
