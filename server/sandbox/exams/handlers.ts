import type { OperationHandlers } from '../kernel/types';

export const examHandlers: OperationHandlers = {};
