/**
 * The optional model provider against a stub: a real local HTTP server speaking the OpenAI
 * chat-completions streaming format. It receives only the question and the retrieved passages
 * (numbered) with the key as a bearer token; a sentence inventing a number is never sent while the
 * others are; a failing or silent service falls back to the extractive answer; the member's abort
 * reaches the service's request; the key never reaches the log.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { QUESTION_TABLE } from '@plugins/policy/server/tables';
import { ask, eventually, members, startAiSite, type AiTestSite } from './ai-support';

const KEY = 'sk-test-policy-key-0123456789';
const INVENTED = '98765.4';

type Mode = 'invent' | 'fail' | 'silent' | 'hold';
let mode: Mode = 'invent';
const received: Array<{ auth: string | undefined; body: any }> = [];
let closedEarly = 0;

function delta(res: ServerResponse, content: string) {
  res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`);
}

/** The first passage of the prompt with a number in its text, and that number. */
function passageWithNumber(prompt: string): { n: number; value: string } {
  for (const line of prompt.split('\n')) {
    const m = /^\[(\d+)\] [^：]*：(.*)$/.exec(line);
    const value = m ? /\d+(?:\.\d+)?/.exec(m[2]!)?.[0] : undefined;
    if (m && value) return { n: Number(m[1]), value };
  }
  throw new Error('no passage with a number');
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = JSON.parse(raw);
  received.push({ auth: req.headers.authorization, body });
  res.on('close', () => {
    if (!res.writableEnded) closedEarly += 1;
  });
  if (mode === 'fail') {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (mode === 'silent') return; // headers, then nothing: the provider's timeout decides
  const prompt: string = body.messages[1].content;
  const { n, value } = passageWithNumber(prompt);
  const text = `该规定中的数值为${value}[${n}]。` + `另据该文件，高级技工为${INVENTED}元/工日[${n}]。` + `具体以正式文件为准[${n}]。`;
  if (mode === 'hold') {
    delta(res, text.slice(0, text.indexOf('。') + 1));
    delta(res, '另');
    return; // keeps the stream open until the client goes away
  }
  // Small deltas, as a model streams them.
  for (let i = 0; i < text.length; i += 5) delta(res, text.slice(i, i + 5));
  res.end('data: [DONE]\n\n');
}

let stub: Server;
let site: AiTestSite;
const logLines: string[] = [];

beforeAll(async () => {
  stub = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const address = stub.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.POLICY_LLM_BASE_URL = `http://127.0.0.1:${port}/v1`;
  process.env.POLICY_LLM_API_KEY = KEY;
  process.env.POLICY_LLM_MODEL = 'stub-model';
  process.env.POLICY_LLM_TIMEOUT_MS = '1000';
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  site = await startAiSite({ logger: { level: 'info', stream } });
}, 120_000);

afterAll(async () => {
  delete process.env.POLICY_LLM_BASE_URL;
  delete process.env.POLICY_LLM_API_KEY;
  delete process.env.POLICY_LLM_MODEL;
  delete process.env.POLICY_LLM_TIMEOUT_MS;
  await site?.close();
  await new Promise((resolve) => stub.close(resolve));
});

const QUESTION = '江苏现在的人工工资指导价是多少';

describe('the model provider', () => {
  it('sends the passing sentences and never the one with an invented number', async () => {
    mode = 'invent';
    received.length = 0;
    const r = await ask(site, members.llm.token, { keyWord: QUESTION });
    const meta = r.events[0]!;
    expect(meta).toMatchObject({ event: 'meta', data: { provider: 'llm' } });
    expect(r.events[r.events.length - 1]).toMatchObject({ event: 'done', data: { status: 'answered' } });
    expect(r.answer).toMatch(/^该规定中的数值为\d+(?:\.\d+)?\[\d+\]。具体以正式文件为准\[\d+\]。$/);
    expect(r.answer).not.toContain(INVENTED);
    expect(r.answer).not.toContain('高级技工');
    // The sources sent are the cited passages.
    const cited = r.events.filter((e) => e.event === 'source').map((e) => e.data);
    expect(cited).toHaveLength(1);
    expect(cited[0].quote).toContain(/该规定中的数值为(\d+(?:\.\d+)?)/.exec(r.answer)![1]);

    // What the service received: the key as a bearer token only, the question and numbered passages only.
    expect(received).toHaveLength(1);
    expect(received[0]!.auth).toBe(`Bearer ${KEY}`);
    const body = received[0]!.body;
    expect(body).toMatchObject({ model: 'stub-model', stream: true });
    expect(JSON.stringify(body)).not.toContain(KEY);
    const prompt: string = body.messages[1].content;
    expect(prompt).toContain(`问题：${QUESTION}`);
    const numbered = prompt.split('\n').filter((l) => /^\[\d+\] /.test(l));
    expect(numbered.length).toBeGreaterThan(0);
    expect(numbered.length).toBeLessThanOrEqual(8);
    expect(prompt).not.toContain(members.llm.globalId);

    const row = await site.database.db.selectFrom(QUESTION_TABLE).selectAll().where('id', '=', meta.data.questionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'llm', status: 'answered', answer: r.answer });
    // The drop is logged (without the sentence), the key never.
    expect(logLines.some((l) => l.includes('dropped by the number check') && l.includes('"missing":[98765.4]'))).toBe(true);
    expect(logLines.some((l) => l.includes(KEY))).toBe(false);
  });

  it('falls back to the extractive answer when the service fails', async () => {
    mode = 'fail';
    const r = await ask(site, members.llm.token, { keyWord: QUESTION });
    expect(r.events[0]).toMatchObject({ event: 'meta', data: { provider: 'extractive' } });
    expect(r.answer).toMatch(/^根据《.+人工工资指导价.+》（.+），/);
    expect(r.events[r.events.length - 1]).toMatchObject({ event: 'done', data: { status: 'answered' } });
  });

  it('falls back to the extractive answer when the service goes silent past its timeout', async () => {
    mode = 'silent';
    const r = await ask(site, members.llm.token, { keyWord: QUESTION });
    expect(r.answer).toMatch(/^根据《.+》（.+），/);
    const row = await site.database.db.selectFrom(QUESTION_TABLE).selectAll().where('id', '=', r.events[0]!.data.questionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'extractive', status: 'answered' });
    expect(logLines.some((l) => l.includes(KEY))).toBe(false);
  });

  it("stops the service's request when the member aborts, and logs the question as stopped", async () => {
    mode = 'hold';
    closedEarly = 0;
    let questionId = 0;
    const r = await ask(site, members.llm.token, { keyWord: QUESTION }, (e) => {
      if (e.event === 'meta') questionId = e.data.questionId;
      if (e.event === 'chunk') return 'abort';
    });
    expect(r.answer.length).toBeGreaterThan(0);
    await eventually(async () => closedEarly > 0);
    const row = await eventually(async () => {
      const found = await site.database.db.selectFrom(QUESTION_TABLE).selectAll().where('id', '=', questionId).executeTakeFirst();
      return found && found.status === 'stopped' ? found : undefined;
    });
    expect(row.provider).toBe('llm');
  });
});
