/**
 * dropEmptyFields on a real Fastify route with a schema: null and blank top-level fields are
 * absent when the schema validates (so optional fields with length or pattern rules accept a
 * form's "not set"), everything else reaches the handler as sent.
 */
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { dropEmptyFields } from '@kernel/server/empty-fields';

const Body = Type.Object(
  {
    keyWord: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    month: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$' })),
    pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
    uses: Type.Optional(Type.Array(Type.String())),
    range: Type.Optional(Type.Object({ label: Type.String() })),
  },
  { additionalProperties: false },
);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.post('/search', { schema: { body: Body }, preValidation: dropEmptyFields }, async (request) => ({ body: request.body }));
  app.post('/plain', { preValidation: dropEmptyFields }, async (request) => ({ body: request.body ?? 'none' }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });

describe('dropEmptyFields', () => {
  it('removes null, empty and blank top-level fields before validation', async () => {
    const res = await post('/search', { keyWord: '   ', month: '', pageNum: null, uses: ['住宅'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ uses: ['住宅'] });
  });

  it('keeps what is set, and nested empty strings as sent', async () => {
    const res = await post('/search', { keyWord: ' 住宅 ', month: '2024-03', pageNum: 2, uses: [''], range: { label: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ keyWord: ' 住宅 ', month: '2024-03', pageNum: 2, uses: [''], range: { label: '' } });
  });

  it('leaves the schema to refuse what is wrong, and a body that is not an object as it is', async () => {
    expect((await post('/search', { month: '2024-3' })).statusCode).toBe(400);
    expect((await post('/search', { pageNum: 0 })).statusCode).toBe(400);
    expect((await post('/plain', ['', null])).json().body).toEqual(['', null]);
    expect((await post('/plain', 'null')).json().body).toBe('none');
  });
});
