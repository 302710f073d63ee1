import type { OperationHandlers } from '../kernel/types';

export const challengeHandlers: OperationHandlers = {};
