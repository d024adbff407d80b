/**
 * The CJK fonts of the server's PDFs: Noto Sans SC regular and bold (@expo-google-fonts/noto-sans-sc),
 * read once. pdfkit embeds them as subsets with a ToUnicode map, so the Chinese text of a document is
 * real text (it can be searched and copied):
 *
 * ```ts
 * const { regular, bold } = cjkFonts();
 * doc.registerFont('cjk', regular);
 * doc.registerFont('cjk-bold', bold);
 * ```
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** The two font files (regular, bold), read on first use and kept. */
export function cjkFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
    fonts = {
      regular: readFileSync(path.join(dir, '400Regular', 'NotoSansSC_400Regular.ttf')),
      bold: readFileSync(path.join(dir, '700Bold', 'NotoSansSC_700Bold.ttf')),
    };
  }
  return fonts;
}
