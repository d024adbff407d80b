/** The response envelope every endpoint of the site answers with: `{ statusCode, businessMsg, data }`. */
export interface ApiResponse<T = unknown> {
  statusCode: number;
  data: T;
  businessMsg: string;
}

export function ok<T>(data: T, businessMsg = '操作成功'): ApiResponse<T> {
  return { statusCode: 200, data, businessMsg };
}

export function fail(statusCode: number, businessMsg: string, data: unknown = null): ApiResponse<unknown> {
  return { statusCode, data, businessMsg };
}
