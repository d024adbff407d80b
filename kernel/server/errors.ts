import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail, type ApiResponse } from '../core/envelope';
import { Messages } from '../core/status-codes';

/**
 * A business failure: answered with HTTP 200 and the envelope `{ statusCode, data, businessMsg }`
 * so that the client's error catalogue (kernel/core/status-codes.ts) handles it. Throw it from any handler.
 */
export class BusinessError extends Error {
  constructor(
    readonly statusCode: number,
    businessMsg: string,
    readonly data: unknown = null,
  ) {
    super(businessMsg);
    this.name = 'BusinessError';
  }
}

/**
 * Sends an envelope with the given HTTP status, bypassing the route's response schema (a failure
 * envelope does not fit the success schema of its route).
 */
export function sendEnvelope(reply: FastifyReply, envelope: ApiResponse<unknown>, httpStatus = 200): FastifyReply {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(envelope);
}

/** Ajv's error object, as far as it is read here. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

/** Turns the first schema validation issue into `请求参数错误：<field> <reason>`. */
export function validationMessage(issues: readonly ValidationIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return Messages.badRequest;
  return `${Messages.badRequest}：${describeIssue(issue, context)}`;
}

function describeIssue(issue: ValidationIssue, context?: string): string {
  const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const field = base || CONTEXT_NAMES[context ?? ''] || '参数';
  const p = issue.params;
  switch (issue.keyword) {
    case 'required': {
      const missing = String(p.missingProperty ?? '');
      return `${base ? `${base}.` : ''}${missing} 为必填项`;
    }
    case 'type': {
      const types = String(p.type ?? '')
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或');
      return `${field} 应为${types}`;
    }
    case 'minLength':
      return Number(p.limit) <= 1 ? `${field} 不能为空` : `${field} 长度不能少于 ${p.limit} 个字符`;
    case 'maxLength':
      return `${field} 长度不能超过 ${p.limit} 个字符`;
    case 'minimum':
      return `${field} 不能小于 ${p.limit}`;
    case 'exclusiveMinimum':
      return `${field} 必须大于 ${p.limit}`;
    case 'maximum':
      return `${field} 不能大于 ${p.limit}`;
    case 'exclusiveMaximum':
      return `${field} 必须小于 ${p.limit}`;
    case 'minItems':
      return `${field} 至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `${field} 最多 ${p.limit} 项`;
    case 'pattern':
    case 'format':
      return `${field} 格式不正确`;
    case 'additionalProperties':
      return `不允许的字段 ${String(p.additionalProperty ?? '')}`;
    default:
      return `${field} 取值无效`;
  }
}

/** Chinese messages for transport-level failures, by HTTP status. */
const HTTP_MESSAGES: Record<number, string> = {
  400: Messages.badRequest,
  401: Messages.loginRequired,
  403: Messages.noPermission,
  404: Messages.notFound,
  405: '不支持的请求方法',
  406: '不支持的请求内容类型',
  408: '请求超时，请重试',
  411: `${Messages.badRequest}：缺少请求长度`,
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的请求内容类型',
  429: '操作过于频繁，请稍后再试',
  431: '请求头过大',
};

const BAD_BODY = `${Messages.badRequest}：请求体格式不正确`;

/** Status and Chinese message for the errors raised while a request is read, before a handler runs. */
function requestErrorMessage(error: FastifyError): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: `${Messages.badRequest}：JSON 格式不正确` };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: `${Messages.badRequest}：请求体不能为空` };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: HTTP_MESSAGES[413]! };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { status: 415, message: HTTP_MESSAGES[415]! };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: `${Messages.badRequest}：请求长度与内容不符` };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: `${Messages.badRequest}：请求地址无效` };
    // @fastify/multipart
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: HTTP_MESSAGES[415]! };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: HTTP_MESSAGES[413]! };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return { status: 400, message: BAD_BODY };
    default:
      break;
  }
  // The JSON parser's SyntaxError (malformed JSON, forbidden prototype keys) carries status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: `${Messages.badRequest}：JSON 格式不正确` };
  }
  return null;
}

/**
 * An envelope thrown as it is (`{ statusCode, data, businessMsg }`), e.g. by @fastify/rate-limit's
 * error response builder: answered unchanged, with its statusCode as the HTTP status when that is
 * an HTTP error status.
 */
function thrownEnvelope(error: unknown): ApiResponse<unknown> | null {
  if (error === null || typeof error !== 'object' || error instanceof Error) return null;
  const e = error as Partial<ApiResponse<unknown>>;
  if (typeof e.statusCode !== 'number' || typeof e.businessMsg !== 'string') return null;
  return fail(e.statusCode, e.businessMsg, e.data ?? null);
}

/**
 * Requests whose body is being read: every onRequest hook has run, the preHandler hooks have not
 * (kept by request-guards.ts). An error there without a status of its own comes from what the
 * client sent (a content-type parser such as multipart's busboy, a preParsing stream or a
 * preValidation hook threw) and is answered 400.
 */
export const readingBody = new WeakSet<FastifyRequest>();

/**
 * The one error handler: every failure is answered with the envelope and a Chinese message:
 * business errors with HTTP 200; bad requests (validation, any body parser's error, a too large
 * body, an unsupported media type, an exceeded rate limit) with their 4xx status; unexpected
 * errors are logged and answered with HTTP 500 without any detail.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof BusinessError) {
    return sendEnvelope(reply, fail(error.statusCode, error.message, error.data));
  }
  const envelope = thrownEnvelope(error);
  if (envelope) {
    const status = envelope.statusCode >= 400 && envelope.statusCode < 600 ? envelope.statusCode : 200;
    return sendEnvelope(reply, envelope, status);
  }
  if (error === null || typeof error !== 'object') {
    request.log.error({ err: error }, 'unhandled non-error value thrown');
    return sendEnvelope(reply, fail(500, Messages.serverError), 500);
  }
  if (error.validation) {
    const message = validationMessage(error.validation as ValidationIssue[], error.validationContext);
    return sendEnvelope(reply, fail(400, message), 400);
  }
  const known = requestErrorMessage(error);
  if (known) return sendEnvelope(reply, fail(known.status, known.message), known.status);

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return sendEnvelope(reply, fail(status, HTTP_MESSAGES[status] ?? '请求失败'), status);
  }
  if (readingBody.has(request)) {
    request.log.info({ err: error }, 'malformed request body');
    return sendEnvelope(reply, fail(400, BAD_BODY), 400);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendEnvelope(reply, fail(500, Messages.serverError), 500);
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (malformed request line or
 * headers, headers too large, the request not received within `requestTimeout`) with the
 * envelope, then closes the connection.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  if (socket.writable) {
    const body = JSON.stringify(fail(status, HTTP_MESSAGES[status] ?? Messages.badRequest));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
