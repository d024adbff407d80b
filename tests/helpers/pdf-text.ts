/**
 * A small text extractor for the PDFs pdfkit writes (for tests): inflates the streams, reads each
 * font's ToUnicode map, and decodes the hex glyph strings of the page contents (Tj and TJ) per font.
 * Returns the text of each text operation, in order.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const out = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const re = /(\d+) 0 obj\s*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const s = body.indexOf('stream');
    if (s >= 0 && body.slice(0, s).includes('/Length')) {
      const dict = body.slice(0, s);
      let dataStart = start + s + 'stream'.length;
      if (text[dataStart] === '\r') dataStart++;
      if (text[dataStart] === '\n') dataStart++;
      const dataEnd = text.lastIndexOf('endstream', end);
      let raw = pdf.subarray(dataStart, dataEnd);
      if (dict.includes('/FlateDecode')) raw = inflateSync(raw);
      out.set(Number(m[1]), { dict, stream: raw });
    } else out.set(Number(m[1]), { dict: body, stream: null });
  }
  return out;
}

/** glyph id (hex, 4 digits) → text, from a ToUnicode CMap. */
function cmapOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (h: string) => {
    let s = '';
    for (let i = 0; i < h.length; i += 4) s += String.fromCharCode(parseInt(h.slice(i, i + 4), 16));
    return s;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(src!.toLowerCase().padStart(4, '0'), hexText(dst!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(lo!, 16);
      const to = parseInt(hi!, 16);
      if (rest!.startsWith('[')) {
        const dsts = [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]!);
        for (let g = from; g <= to; g++) map.set(g.toString(16).padStart(4, '0'), hexText(dsts[g - from] ?? ''));
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let g = from; g <= to; g++) map.set(g.toString(16).padStart(4, '0'), String.fromCharCode(base + g - from));
      }
    }
  }
  return map;
}

export interface PdfFacts {
  /** Text of each text operation, in page order. */
  texts: string[];
  /** Embedded font names (/BaseFont), e.g. ABCDEF+NotoSansSC-Regular. */
  fonts: string[];
  pages: number;
  hasToUnicode: boolean;
  hasFontFile: boolean;
}

export function readPdf(pdf: Buffer): PdfFacts {
  const objs = objects(pdf);
  const fonts: string[] = [];
  const maps = new Map<number, Map<string, string>>();
  for (const [num, o] of objs) {
    const base = /\/BaseFont \/([^\s/>]+)/.exec(o.dict);
    if (/\/Type \/Font/.test(o.dict) && base) {
      fonts.push(base[1]!);
      const tu = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
      if (tu) maps.set(num, cmapOf(objs.get(Number(tu[1]))?.stream?.toString('latin1') ?? ''));
    }
  }
  const texts: string[] = [];
  let pages = 0;
  for (const o of objs.values()) {
    if (!/\/Type \/Page\b/.test(o.dict)) continue;
    pages++;
    const contents = /\/Contents (\d+) 0 R/.exec(o.dict);
    const resources = /\/Resources (\d+) 0 R/.exec(o.dict);
    const resDict = resources ? (objs.get(Number(resources[1]))?.dict ?? '') : o.dict;
    const fontNames = new Map<string, number>();
    for (const [, name, ref] of resDict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontNames.set(name!, Number(ref));
    const content = contents ? (objs.get(Number(contents[1]))?.stream?.toString('latin1') ?? '') : '';
    let map = new Map<string, string>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[(?:[^\]]*)\]\s*TJ)|(<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (op[1]) {
        map = maps.get(fontNames.get(op[1]) ?? -1) ?? new Map();
        continue;
      }
      let s = '';
      for (const [, hex] of (op[2] ?? op[3] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let i = 0; i < hex!.length; i += 4) s += map.get(hex!.slice(i, i + 4).toLowerCase()) ?? '\uFFFD';
      }
      texts.push(s);
    }
  }
  const raw = pdf.toString('latin1');
  return { texts, fonts, pages, hasToUnicode: raw.includes('/ToUnicode'), hasFontFile: raw.includes('/FontFile2') };
}
