/**
 * The recommended-company page's store: the id from the address, the enterprise loaded once, an
 * unknown or malformed id shown as not found, a failure offered again (重新加载).
 */
import 'reflect-metadata';
import { RequestError } from '@kernel/client/http-client';
import { MobxCompanyStore } from '@plugins/home/client/company/store';
import type { CompanyApi } from '@plugins/home/client/company/tokens';
import { EnterpriseDetailMessages, type EnterpriseDetail } from '@plugins/home/shared/contract';

const detail = (id: number): EnterpriseDetail => ({
  id,
  name: '某工程咨询有限公司',
  city: '深圳',
  qualification: '甲级',
  services: ['全过程造价咨询'],
  contributed: 1286,
  since: 2019,
  shortName: '工程咨询',
  intro: ['公司是一家以全过程造价咨询为核心业务的综合性工程咨询企业。'],
  founded: 2003,
  registeredCapital: 1000,
  staff: 326,
  costEngineers: 68,
  address: '广东省深圳市福田区某大厦 18 层',
  contact: { person: '陈经理', phone: '0755-8888 1201', email: 'service01@example.com' },
  qualifications: [{ name: '工程造价咨询企业资质', grade: '甲级', issuer: '住房和城乡建设部' }],
  regions: [{ province: '广东', cities: ['深圳'] }],
  cases: [],
});

class FakeApi implements CompanyApi {
  calls: number[] = [];
  fail: 'none' | 'missing' | 'network' = 'none';
  async detail(id: number): Promise<EnterpriseDetail> {
    this.calls.push(id);
    if (this.fail === 'missing') throw new RequestError(EnterpriseDetailMessages.notFound, 404);
    if (this.fail === 'network') throw new RequestError('网络异常，请稍后重试', 0, 0);
    return detail(id);
  }
}

describe('company store', () => {
  it('reads the id of the address: a positive integer or nothing', () => {
    const store = new MobxCompanyStore(new FakeApi());
    expect(store.idOf('?id=3')).toBe(3);
    expect(store.idOf('id=12&gid=G1')).toBe(12);
    for (const s of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=9999999999']) expect(store.idOf(s)).toBeNull();
  });

  it('loads an enterprise once (prepare and the first render share it)', async () => {
    const api = new FakeApi();
    const store = new MobxCompanyStore(api);
    await Promise.all([store.load(1), store.load(1)]);
    await store.load(1);
    expect(api.calls).toEqual([1]);
    expect(store.detail.status).toBe('ready');
    expect(store.detail.data?.name).toBe('某工程咨询有限公司');
    expect(store.missing).toBe(false);
    await store.load(2);
    expect(api.calls).toEqual([1, 2]);
    expect(store.detail.data?.id).toBe(2);
  });

  it('shows an unknown enterprise or an address without id as not found', async () => {
    const api = new FakeApi();
    const store = new MobxCompanyStore(api);
    await store.load(null);
    expect(store.missing).toBe(true);
    expect(api.calls).toEqual([]);
    api.fail = 'missing';
    await store.load(999);
    expect(store.missing).toBe(true);
    expect(store.detail.status).toBe('error');
  });

  it('keeps a failure apart from not found, and loads again on reload', async () => {
    const api = new FakeApi();
    api.fail = 'network';
    const store = new MobxCompanyStore(api);
    await store.load(4);
    expect(store.detail.status).toBe('error');
    expect(store.missing).toBe(false);
    expect(store.detail.error).toBe('网络异常，请稍后重试');
    api.fail = 'none';
    await store.reload();
    expect(store.detail.status).toBe('ready');
    expect(api.calls).toEqual([4, 4]);
  });
});
