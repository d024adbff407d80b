/**
 * A minimal multipart/form-data reader for text fields (getZbInterval is called with a multipart
 * body). Files are ignored; a repeated field keeps its last value. Registered inside the plugin's
 * own Fastify context only.
 */
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '@kernel/server/errors';

const malformed = () => new BusinessError(400, '请求参数错误：表单格式不正确');

/** The text fields of a multipart body. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string> {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2]?.trim();
  if (!boundary) throw malformed();
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = Object.create(null);
  let start = body.indexOf(delimiter);
  if (start === -1) throw malformed();
  while (start !== -1) {
    let partStart = start + delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[partStart] === 0x2d && body[partStart + 1] === 0x2d) break;
    if (body[partStart] === 0x0d && body[partStart + 1] === 0x0a) partStart += 2;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    let partEnd = next;
    if (body[partEnd - 2] === 0x0d && body[partEnd - 1] === 0x0a) partEnd -= 2;
    const part = body.subarray(partStart, partEnd);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      const isFile = /\bfilename\*?=/i.test(disposition);
      if (name && !isFile && name !== '__proto__' && name !== 'constructor' && name !== 'prototype') {
        fields[name] = part.subarray(headerEnd + 4).toString('utf8');
      }
    }
    start = next;
  }
  return { ...fields };
}

/** Lets the routes of `app` (an encapsulated context) accept multipart bodies with text fields. */
export function acceptMultipart(app: FastifyInstance): void {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseMultipart(body as Buffer, String(request.headers['content-type'] ?? '')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
