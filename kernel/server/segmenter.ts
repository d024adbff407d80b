/**
 * The server's one Chinese word segmenter: @node-rs/jieba with its bundled dictionary plus a
 * cost-domain user dictionary (综合单价, 人材机, 信息价, 安全文明施工费, 人工工资指导价 …) loaded with
 * high frequencies, so that a domain term is kept whole instead of being cut into its characters.
 *
 * - `segmenter()`: the jieba instance (dictionaries loaded once per process, about 0.3 s).
 * - `indexTokens(text)`: what a full-text index stores for a text. Search mode (`cutForSearch`):
 *   every word AND the dictionary words inside it (jieba's search mode adds the two- and
 *   three-character ones; the longer ones, e.g. 人工工资 in 人工工资指导价, are added from `cutAll`), so
 *   安全文明施工费 is indexed as 安全文明施工费, 安全文明施工, 安全, 文明, 施工 … and a two-character query
 *   (文明, 人工, 税率) finds it. Repeats are kept (term frequencies count).
 * - `queryTerms(text)`: the words of a query (`cut` with HMM), normalised the same way, each once,
 *   in order of appearance.
 *
 * Normalisation of both: lower case; blanks, punctuation and stop words (的, 和, 及 …) dropped; a
 * token of letters, digits and signs is split into its letter/digit runs, a number keeping its
 * decimals (9% → 9, 168.5 → 168.5, GB/T 50500-2024 → gb, t, 50500, 2024, HRB400 → hrb400). A token
 * never contains a blank, so a space-joined token list is an index's document text.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * The cost-domain words kept whole (terms of the site's glossary and of the documents the site
 * publishes: pricing rules, fees, labour grades, contract and settlement words).
 */
export const DOMAIN_WORDS: readonly string[] = [
  '综合单价', '人材机', '信息价', '市场价', '安全文明施工费', '安全文明施工', '人工工资指导价', '人工工资单价', '劳务市场参考价',
  '工程量清单', '工程量清单计价', '计价依据', '计价办法', '计价规范', '计价定额', '消耗量定额', '定额', '增值税', '增值税税率',
  '营改增', '一般计税方法', '简易计税方法', '暂估价', '暂列金额', '计日工', '总承包服务费', '规费', '企业管理费', '利润',
  '人工费', '材料费', '施工机具使用费', '机械费', '措施项目费', '分部分项工程费', '其他项目费', '单价措施项目', '总价措施项目',
  '招标控制价', '最高投标限价', '投标报价', '中标价', '结算价', '价格风险', '风险幅度', '调差', '价差', '调价', '价格指数',
  '工日', '综合工日', '普工', '一般技工', '技工', '高级技工', '造价信息', '材料价格信息', '材料价格', '主要材料', '商品混凝土',
  '预拌混凝土', '预拌砂浆', '竣工结算', '工程结算', '合同价款', '质量保证金', '工程预付款', '进度款', '工程款', '造价管理',
  '工程造价', '造价咨询', '全过程造价咨询', '造价工程师', '造价管理站', '造价管理总站', '建设工程', '招标投标', '施工合同',
  '示范文本', '建筑工程', '装饰工程', '安装工程', '市政工程', '园林绿化工程', '建筑安装工程', '分部分项', '措施项目',
  '人工单价', '人工费调整', '材料价格风险', '税费调整', '税前工程造价', '扬尘污染防治', '绿色施工',
];

/** Words a search ignores: function words of Chinese and separators. */
const STOP_WORDS = new Set([
  '的', '地', '得', '了', '和', '与', '及', '或', '等', '之', '其', '于', '为', '在', '对', '由', '并', '是', '将', '把', '被', '按', '以',
  '也', '而', '着', '个', '所', '即', '则', '如', '若', '该', '此', '各',
]);

/** A CJK character (the unified ideographs and extension A); anything else is a sign, a letter or a digit. */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;
/** The letter/digit runs of a token: numbers with their decimals, words of letters and digits. */
const RUNS = /\d+(?:\.\d+)?(?![a-z])|[a-z0-9]+/g;

let jieba: Jieba | null = null;

/** The segmenter: the bundled dictionary and the domain words, loaded once per process. */
export function segmenter(): Jieba {
  if (!jieba) {
    const instance = Jieba.withDict(dict);
    instance.loadDict(Buffer.from(DOMAIN_WORDS.map((w) => `${w} ${60_000 + 10_000 * w.length} n`).join('\n')));
    jieba = instance;
  }
  return jieba;
}

/** True for a non-empty word of CJK characters only (the common case, checked without a regex). */
function isCjkWord(w: string): boolean {
  if (!w) return false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c < 0x3400 || c > 0x9fff || (c > 0x4dbf && c < 0x4e00)) return false;
  }
  return true;
}

/** Adds the normalised forms of one word to `out` (none for a blank, a sign or a stop word). */
function pushNormalised(word: string, out: string[]): void {
  if (isCjkWord(word)) {
    if (!STOP_WORDS.has(word)) out.push(word);
    return;
  }
  const w = word.trim().toLowerCase();
  if (!w) return;
  if (CJK.test(w)) {
    // A mixed word (1号店, 4s店, a CJK word with a sign): its CJK runs and its letter/digit runs apart.
    for (const part of w.match(/[\u3400-\u4dbf\u4e00-\u9fff]+|[a-z0-9.]+/g) ?? []) {
      if (isCjkWord(part)) {
        if (!STOP_WORDS.has(part)) out.push(part);
      } else for (const r of part.match(RUNS) ?? []) out.push(r);
    }
    return;
  }
  const runs = w.match(RUNS);
  if (runs) for (const r of runs) out.push(r);
}

/** The dictionary words of four or more characters inside a longer word (cached per word). */
const longSubWords = new Map<string, readonly string[]>();
function subWordsOf(word: string): readonly string[] {
  let found = longSubWords.get(word);
  if (!found) {
    found = [...new Set(segmenter().cutAll(word).filter((w) => w.length >= 4 && w !== word))];
    if (longSubWords.size < 50_000) longSubWords.set(word, found);
  }
  return found;
}

/** The index tokens of one piece of text. */
function pieceTokens(text: string): readonly string[] {
  const out: string[] = [];
  for (const word of segmenter().cutForSearch(text, true)) {
    pushNormalised(word, out);
    if (word.length >= 5 && isCjkWord(word)) for (const sub of subWordsOf(word)) out.push(sub);
  }
  return out;
}

/**
 * Pieces of text already segmented (texts written from templates repeat many of theirs). jieba
 * never segments across punctuation such as 。；，：、 or a line break, so segmenting piece by piece
 * gives the same tokens as segmenting the whole text.
 */
const pieceCache = new Map<string, readonly string[]>();
const PIECE_CACHE_SIZE = 100_000;
/** 。；！？，：、 and the line break: the pieces' ends. */
const PIECE_ENDS = new Set([0x3002, 0xff1b, 0xff01, 0xff1f, 0xff0c, 0xff1a, 0x3001, 0x0a]);

function pushPiece(piece: string, out: string[]): void {
  let tokens = pieceCache.get(piece);
  if (!tokens) {
    tokens = pieceTokens(piece);
    if (pieceCache.size >= PIECE_CACHE_SIZE) pieceCache.clear();
    pieceCache.set(piece, tokens);
  }
  for (let i = 0; i < tokens.length; i++) out.push(tokens[i]!);
}

const isCjkCode = (c: number): boolean => (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff);
const isNumberCode = (c: number): boolean => (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x25;
const isLetterCode = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Segments one piece whose numbers stand between CJK characters (价182.02元, 2024年, 13%的) through its
 * shape: each such number written 0, so the pieces that differ only by their figures share one
 * segmentation, and each 0 token then given back its number. The tokens are jieba's own: its
 * dictionary has no word joining such a number to CJK characters (but 1号店 and 4S店) and its HMM
 * cuts at every digit, so any digit run segments alike. Pieces with other digits go through as they are.
 */
function pushWithNumbers(piece: string, out: string[]): void {
  let shape = '';
  let start = 0;
  const numbers: string[] = [];
  let i = 0;
  while (i < piece.length) {
    const c = piece.charCodeAt(i);
    if (!(c >= 0x30 && c <= 0x39)) {
      i++;
      continue;
    }
    let end = i;
    while (end < piece.length && isNumberCode(piece.charCodeAt(end))) end++;
    const before = i > 0 ? piece.charCodeAt(i - 1) : -1;
    const after = end < piece.length ? piece.charCodeAt(end) : -1;
    const standsAlone = !isLetterCode(before) && !isNumberCode(before) && before !== 0x2d && !isLetterCode(after) && after !== 0x2d;
    if (!standsAlone || !(isCjkCode(before) || isCjkCode(after))) {
      pushPiece(piece, out);
      return;
    }
    shape += `${piece.slice(start, i)}0`;
    numbers.push(piece.slice(i, end));
    start = end;
    i = end;
  }
  if (!numbers.length) {
    pushPiece(piece, out);
    return;
  }
  shape += piece.slice(start);
  const tokens: string[] = [];
  pushPiece(shape, tokens);
  const zeros = tokens.reduce((n, t) => n + (t === '0' ? 1 : 0), 0);
  if (zeros !== numbers.length) {
    pushPiece(piece, out);
    return;
  }
  let k = 0;
  for (const t of tokens) {
    if (t === '0') pushNormalised(numbers[k++]!, out);
    else out.push(t);
  }
}

/** The tokens a full-text index stores for a text (search mode; repeats kept). */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  if (!text) return out;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (PIECE_ENDS.has(text.charCodeAt(i))) {
      pushWithNumbers(text.slice(start, i + 1), out);
      start = i + 1;
    }
  }
  if (start < text.length) pushWithNumbers(text.slice(start), out);
  return out;
}

/** The terms of a query (HMM on), normalised like the index, each once, in order of appearance. */
export function queryTerms(text: string): string[] {
  const out: string[] = [];
  if (!text) return out;
  for (const word of segmenter().cut(text, true)) pushNormalised(word, out);
  return [...new Set(out)];
}
