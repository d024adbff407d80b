import { BusinessError } from '@kernel/server/errors';
import { ACTIVITY_REFUSAL_CODE } from '../../shared/contract';

/** A business refusal of the draws with its Chinese message (HTTP 200, the envelope's ACTIVITY_REFUSAL_CODE). */
export const refuse = (message: string): BusinessError => new BusinessError(ACTIVITY_REFUSAL_CODE, message);
