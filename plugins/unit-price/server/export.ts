import type { BqItemInfo } from '../shared/contract';
import type { ItemDocument } from './detail';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
export function itemFileName(info: BqItemInfo): { name: string; ascii: string } {
  return { name: `综合单价_${info.code}.xlsx`, ascii: `bq-${info.code}.xlsx` };
}
export async function itemWorkbook(doc: ItemDocument): Promise<Buffer> {
  void doc;
  return Buffer.from('');
}
