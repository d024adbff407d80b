import type { BqItemInfo } from '../shared/contract';
import type { ItemDocument } from './detail';
export function pdfFileName(info: BqItemInfo): { name: string; ascii: string } {
  return { name: `组价方案_${info.code}.pdf`, ascii: `bq-${info.code}.pdf` };
}
export async function schemePdf(doc: ItemDocument): Promise<Buffer> {
  void doc;
  return Buffer.from('%PDF-1.4');
}
