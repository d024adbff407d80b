/**
 * File downloads of the plugins' exports (XLSX, PDF): the check of what the server answered and the
 * save through a temporary link. The HTTP client's `blob()` answers the file; a refused download
 * (not logged in, no right, invalid parameters) answers the JSON envelope instead, with status 200:
 *
 *   const blob = await checkBlob(await http.blob({ url, method: 'POST', data, json: true, loading: true }));
 *   saveBlob(blob, '单项工程指标_20260101_0930.xlsx');
 *
 * or, from a store, both steps and the failure's message at once:
 *
 *   const failure = await downloadFile(() => this.api.exportLine(id), () => `劳务分包指数_${name}.xlsx`);
 *   if (failure) this.notifier.notify(failure, 'error');
 */
import { RequestError } from './http-client';
import { errorMessage } from './load-state';
import { Messages, NO_PERMISSION_CODES } from '../core/status-codes';

/** The message of a refused download whose answer says nothing better. */
export const DOWNLOAD_FAILED = '导出失败，请稍后重试';

/**
 * The blob itself when it is the file; a JSON answer (the refused download's envelope) becomes a
 * RequestError with its statusCode and a Chinese message: 您暂无访问权限！ for the no-permission
 * codes, else the envelope's businessMsg, else `fallback`.
 */
export async function checkBlob(blob: Blob, fallback: string = DOWNLOAD_FAILED): Promise<Blob> {
  if (!/json/i.test(blob.type)) return blob;
  let code = 0;
  let message = fallback;
  try {
    const body = JSON.parse(await blobText(blob)) as { statusCode?: number; businessMsg?: string };
    code = body.statusCode ?? 0;
    if (NO_PERMISSION_CODES.includes(code)) message = Messages.noPermission;
    else if (body.businessMsg) message = body.businessMsg;
  } catch {
    /* not JSON after all: keep the generic message */
  }
  throw new RequestError(message, code);
}

/** Saves a blob under a file name through a temporary (hidden) download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 4000);
}

/**
 * Fetches a file (the plugin API's download, through `checkBlob`) and saves it under `fileName`
 * (a function is called once the file is there). Answers null when saved, else the failure's message
 * (the HTTP client's Chinese message, else `fallback`) for the store to show.
 */
export async function downloadFile(fetch: () => Promise<Blob>, fileName: string | (() => string), fallback: string = DOWNLOAD_FAILED): Promise<string | null> {
  try {
    const blob = await fetch();
    saveBlob(blob, typeof fileName === 'function' ? fileName() : fileName);
    return null;
  } catch (error) {
    return errorMessage(error, fallback);
  }
}

/** The text of a blob (`Blob.text()` where the environment has it, else a FileReader). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
