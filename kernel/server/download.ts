/**
 * File downloads answered by the server plugins (XLSX workbooks, PDF documents): the
 * Content-Disposition with an ASCII fallback name and the UTF-8 name, the reply headers, and the
 * China Standard Time parts that file names and "exported at" stamps carry.
 */
import type { FastifyReply } from 'fastify';
import { CHINA_UTC_OFFSET_MINUTES } from '@kernel/core/months';

/** A download's file name (Chinese, UTF-8) and its ASCII fallback for old clients. */
export interface DownloadName {
  readonly name: string;
  readonly ascii: string;
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<name, percent-encoded>`. */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a generated file: its type, its names, never cached. */
export function sendDownload(reply: FastifyReply, buffer: Buffer, contentType: string, file: DownloadName): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(file.name, file.ascii))
    .header('Cache-Control', 'no-store')
    .send(buffer);
}

/** An instant's date and time in China Standard Time. */
export interface ExportTime {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:mm */
  readonly minute: string;
  /** YYYYMMDD, for file names. */
  readonly compact: string;
}

/** The date and time parts of an epoch-millisecond instant in China Standard Time. */
export function exportTime(time: number): ExportTime {
  const d = new Date(time + CHINA_UTC_OFFSET_MINUTES * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const y = d.getUTCFullYear();
  const m = p(d.getUTCMonth() + 1);
  const day = p(d.getUTCDate());
  return { date: `${y}-${m}-${day}`, minute: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`, compact: `${y}${m}${day}` };
}
