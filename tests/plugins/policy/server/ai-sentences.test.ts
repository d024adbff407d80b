/**
 * How the AI answer is cut: a model's streamed deltas buffered into whole sentences (citations
 * after the full stop kept with their sentence, a half-arrived citation awaited), and a sentence
 * cut into the pieces the page receives (never inside a citation or a number). The provider's
 * configuration is off unless the base URL, key and model are all set.
 */
import { pieces } from '@plugins/policy/server/ai/compose';
import { SentenceBuffer, llmConfigFromEnv } from '@plugins/policy/server/ai/llm';

describe('SentenceBuffer', () => {
  it('completes sentences at their mark, with the citations that follow it', () => {
    const b = new SentenceBuffer();
    expect(b.push('江苏普工为128元/工')).toEqual([]);
    expect(b.push('日[1]。一般技工')).toEqual(['江苏普工为128元/工日[1]。']);
    expect(b.push('为168元/工日。[')).toEqual([]);
    expect(b.push('2]【3】下一句')).toEqual(['一般技工为168元/工日[2][3]。']);
    expect(b.push('没有句号')).toEqual([]);
    expect(b.flush()).toEqual(['下一句没有句号']);
    expect(b.flush()).toEqual([]);
  });

  it('waits for a citation after the last mark until the answer ends', () => {
    const b = new SentenceBuffer();
    expect(b.push('税率为9%。')).toEqual([]);
    expect(b.push('［1］')).toEqual([]);
    expect(b.flush()).toEqual(['税率为9%[1]。']);
  });

  it('cuts a sentence that never ends at a comma', () => {
    const b = new SentenceBuffer();
    const long = `${'很长的说明，'.repeat(45)}`;
    const out = b.push(long);
    expect(out.length).toBe(1);
    expect(out[0]!.endsWith('，')).toBe(true);
  });
});

describe('pieces', () => {
  it('cuts at commas and semicolons once a piece is long enough, never inside a citation or number', () => {
    const sentence = '根据《关于发布2024年下半年江苏省建设工程人工工资指导价的通知》（苏建价〔2024〕118号），普工：128元/工日；一般技工：168.5元/工日；高级技工：236元/工日[1]。';
    const out = pieces(sentence);
    expect(out.join('')).toBe(sentence);
    expect(out.length).toBeGreaterThan(2);
    for (const p of out) {
      expect(p).not.toMatch(/\[\d*$/);
      expect(p).not.toMatch(/^\d*\]/);
    }
    expect(out.some((p) => p.includes('168.5'))).toBe(true);
    expect(out[out.length - 1]!.endsWith('[1]。')).toBe(true);
  });
});

describe('llmConfigFromEnv', () => {
  it('is off unless base URL, key and model are set', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ POLICY_LLM_BASE_URL: 'http://127.0.0.1:9/v1', POLICY_LLM_MODEL: 'm' })).toBeNull();
    expect(llmConfigFromEnv({ POLICY_LLM_BASE_URL: 'ftp://x', POLICY_LLM_API_KEY: 'k', POLICY_LLM_MODEL: 'm' })).toBeNull();
    expect(llmConfigFromEnv({ POLICY_LLM_BASE_URL: 'http://127.0.0.1:9/v1/', POLICY_LLM_API_KEY: 'k', POLICY_LLM_MODEL: 'm' })).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 20_000,
    });
  });
});
