import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { LOGIN_PICTURES } from '@plugins/account/shared/contract';
import { AccountPaths, Api, startAccountServer, type AccountTestServer } from './support';

describe('account plugin: login banner pictures', () => {
  let server: AccountTestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startAccountServer();
    api = new Api(server.url);
  });
  afterAll(() => server.close());

  const storage = (uri: string) => `${server.url}${DEFAULT_GATEWAYS.storage}${uri}`;

  it('GET home/queryLoginPicture answers the three pictures, addresses under the storage gateway', async () => {
    const reply = await api.get(AccountPaths.loginPictures);
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({
      statusCode: 200,
      data: LOGIN_PICTURES.map(({ file }) => ({ pictureUri: `/login/${file}` })),
      businessMsg: expect.any(String),
    });
    expect(reply.body.data).toHaveLength(3);
  });

  it('serves each listed picture as a 380×500 SVG that draws its headline, cached for a day', async () => {
    const list = (await api.get<{ pictureUri: string }[]>(AccountPaths.loginPictures)).body.data;
    for (const [i, { pictureUri }] of list.entries()) {
      const res = await fetch(storage(pictureUri));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 380 500"/);
      expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
      expect(svg).toContain(`<title id="title">${LOGIN_PICTURES[i]!.headline}</title>`);
      expect(svg).not.toMatch(/<script|\son\w+=|href="(?!#)/i);
    }
  });

  it('an unknown picture name is the JSON 404 envelope', async () => {
    for (const name of ['banner-9.svg', 'logo.png', '..%2F..%2Fpackage.json']) {
      const res = await fetch(storage(`/login/${name}`), { headers: { accept: 'application/json' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ statusCode: 404, data: null, businessMsg: expect.any(String) });
    }
  });
});
