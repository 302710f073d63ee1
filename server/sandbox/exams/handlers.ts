import type { OperationHandlers } from '../kernel/types';
import { applicationHandlers } from './application-handlers';
import { documentHandlers } from './document-handlers';
import { examReadHandlers } from './exam-handlers';

export const examHandlers: OperationHandlers = {
  ...examReadHandlers,
  ...applicationHandlers,
  ...documentHandlers,
};
