import type { OperationHandlers } from '../kernel/types';

export const studentHandlers: OperationHandlers = {};
