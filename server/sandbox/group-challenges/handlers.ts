import type { OperationHandlers } from '../kernel/types';
import { challengeReadHandlers } from './read-handlers';
import { challengeSubmitHandlers } from './submit-handlers';

export const challengeHandlers: OperationHandlers = {
  ...challengeReadHandlers,
  ...challengeSubmitHandlers,
};
