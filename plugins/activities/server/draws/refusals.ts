import { BusinessError } from '@kernel/server/errors';

/** The envelope statusCode of the draws' business refusals (抽奖次数已用完, 今日次数已用完 …). */
export const DRAW_REFUSAL_CODE = 500;

/** A business refusal with its Chinese message (HTTP 200, the envelope). */
export const refuse = (message: string): BusinessError => new BusinessError(DRAW_REFUSAL_CODE, message);
