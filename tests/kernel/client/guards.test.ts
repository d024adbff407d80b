import { activeTab, checkAccess, loginRedirect, withGid } from '@kernel/client/guards';

const visitor = { isLogin: false, isVip: false, m2CanUse: false };
const member = { isLogin: true, isVip: false, m2CanUse: false };
const vip = { isLogin: true, isVip: true, m2CanUse: false };
const sourcer = { isLogin: true, isVip: false, m2CanUse: true };

describe('route guards', () => {
  it('lets everybody open public routes', () => {
    expect(checkAccess({ access: 'public' }, {}, visitor, '/about/about')).toEqual({ kind: 'allow' });
    expect(checkAccess({}, {}, visitor, '/home')).toEqual({ kind: 'allow' });
  });

  it('sends a visitor on a login route to /home with the wanted address and opens login', () => {
    const wanted = '/commonproj/index?keyWord=住宅';
    expect(checkAccess({ access: 'login' }, {}, visitor, wanted)).toEqual({
      kind: 'redirect',
      to: `/home?redirect=${encodeURIComponent(wanted)}`,
      openLogin: wanted,
    });
    expect(checkAccess({ access: 'login' }, {}, member, wanted)).toEqual({ kind: 'allow' });
  });

  it('requires login, an id and VIP rights on vip routes', () => {
    const route = { access: 'vip' as const, fallback: '/commonproj/index' };
    expect(checkAccess(route, { id: '7' }, visitor, '/commonproj/detail/7')).toMatchObject({
      to: loginRedirect('/commonproj/detail/7'),
    });
    expect(checkAccess(route, {}, vip, '/commonproj/detail/')).toEqual({ kind: 'redirect', to: '/commonproj/index' });
    expect(checkAccess({ access: 'vip' }, {}, vip, '/x')).toEqual({ kind: 'redirect', to: '/' });
    expect(checkAccess(route, { id: '7' }, member, '/commonproj/detail/7')).toEqual({ kind: 'redirect', to: '/home', noRights: true });
    expect(checkAccess(route, { id: '7' }, vip, '/commonproj/detail/7')).toEqual({ kind: 'allow' });
  });

  it('checks a named id parameter, or none', () => {
    expect(checkAccess({ access: 'vip', idParam: 'policyId' }, { policyId: '3' }, vip, '/policy/detail/3')).toEqual({ kind: 'allow' });
    expect(checkAccess({ access: 'vip', idParam: null }, {}, vip, '/commonproj/indexRange')).toEqual({ kind: 'allow' });
  });

  it('requires the sourcing right on sourcing routes, else /home', () => {
    expect(checkAccess({ access: 'sourcing' }, {}, visitor, '/m2/m-sourcing/publish')).toEqual({ kind: 'redirect', to: '/home' });
    expect(checkAccess({ access: 'sourcing' }, {}, vip, '/m2/m-sourcing/publish')).toEqual({ kind: 'redirect', to: '/home' });
    expect(checkAccess({ access: 'sourcing' }, {}, sourcer, '/m2/m-sourcing/publish')).toEqual({ kind: 'allow' });
  });
});

describe('gid parameter', () => {
  it('adds gid once and keeps the other parameters', () => {
    expect(withGid('/policy/index?keyWord=人工', 'G100')).toBe('/policy/index?keyWord=%E4%BA%BA%E5%B7%A5&gid=G100');
    expect(withGid('/home', 'G100')).toBe('/home?gid=G100');
    expect(withGid('/home?gid=G100', 'G100')).toBeNull();
    expect(withGid('/home', '')).toBeNull();
  });
});

describe('active navigation tab', () => {
  const tabs = [
    { path: '/home' },
    { path: '/commonproj/index', activeOn: ['/commonproj'] },
    { path: '/22G/index', activeOn: ['/22G'] },
  ];
  it('is active on its own path and on its detail routes', () => {
    expect(activeTab(tabs, '/home')?.path).toBe('/home');
    expect(activeTab(tabs, '/commonproj/detail/12')?.path).toBe('/commonproj/index');
    expect(activeTab(tabs, '/22G/costManagementDetail')?.path).toBe('/22G/index');
    expect(activeTab(tabs, '/about/about')).toBeUndefined();
    expect(activeTab(tabs, '/commonprojX')).toBeUndefined();
  });
});
