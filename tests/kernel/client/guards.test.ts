import { activeTab, checkAccess, loginRedirect, withGid } from '@kernel/client/guards';

const session = (isLogin: boolean, ...rights: string[]) => ({ isLogin, has: (right: string) => rights.includes(right) });
const visitor = session(false);
const member = session(true);
const vip = session(true, 'vip');
const sourcer = session(true, 'm2');
const L = '/home';
const VIP = { right: 'vip' } as const;
const SOURCING = { right: 'm2', visitor: 'landing' } as const;
const sourcing = { access: SOURCING, idParam: null };

describe('route guards', () => {
  it('lets everybody open public routes', () => {
    expect(checkAccess({ access: 'public' }, {}, visitor, '/about/about', L)).toEqual({ kind: 'allow' });
    expect(checkAccess({}, {}, visitor, '/home', L)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor on a login route to /home with the wanted address and opens login', () => {
    const wanted = '/commonproj/index?keyWord=住宅';
    expect(checkAccess({ access: 'login' }, {}, visitor, wanted, L)).toEqual({
      kind: 'redirect',
      to: `/home?redirect=${encodeURIComponent(wanted)}`,
      openLogin: wanted,
    });
    expect(checkAccess({ access: 'login' }, {}, member, wanted, L)).toEqual({ kind: 'allow' });
  });

  it('requires login, an id and VIP rights on routes that need a right', () => {
    const route = { access: VIP, fallback: '/commonproj/index' };
    expect(checkAccess(route, { id: '7' }, visitor, '/commonproj/detail/7', L)).toMatchObject({
      to: loginRedirect('/commonproj/detail/7', L),
    });
    expect(checkAccess(route, {}, vip, '/commonproj/detail/', L)).toEqual({ kind: 'redirect', to: '/commonproj/index' });
    expect(checkAccess({ access: VIP }, {}, vip, '/x', L)).toEqual({ kind: 'redirect', to: '/' });
    expect(checkAccess(route, { id: '7' }, member, '/commonproj/detail/7', L)).toEqual({ kind: 'redirect', to: '/home', refusedRight: 'vip' });
    expect(checkAccess(route, { id: '7' }, vip, '/commonproj/detail/7', L)).toEqual({ kind: 'allow' });
  });

  it('checks a named id parameter, or none', () => {
    expect(checkAccess({ access: VIP, idParam: 'policyId' }, { policyId: '3' }, vip, '/policy/detail/3', L)).toEqual({ kind: 'allow' });
    expect(checkAccess({ access: VIP, idParam: null }, {}, vip, '/commonproj/indexRange', L)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor straight to the landing page when the route says so; a right is required', () => {
    expect(checkAccess(sourcing, {}, visitor, '/m2/m-sourcing/publish', L)).toEqual({ kind: 'redirect', to: '/home' });
    expect(checkAccess(sourcing, {}, vip, '/m2/m-sourcing/publish', L)).toEqual({ kind: 'redirect', to: '/home', refusedRight: 'm2' });
    expect(checkAccess(sourcing, {}, sourcer, '/m2/m-sourcing/publish', L)).toEqual({ kind: 'allow' });
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
