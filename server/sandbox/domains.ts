import type { OperationHandlers } from './kernel/types';
import type { Sandbox } from './kernel/sandbox';
import { referenceHandlers } from './reference/handlers';
import { studentHandlers } from './students/handlers';
import { examHandlers } from './exams/handlers';
import { challengeHandlers } from './group-challenges/handlers';

/** Every operation the sandbox implements; an operation missing here answers like an unknown path. */
export const handlers: OperationHandlers = {
  ...referenceHandlers,
  ...studentHandlers,
  ...examHandlers,
  ...challengeHandlers,
};

/**
 * Work that falls due as the sandbox clock moves (import processing, make-up applications past
 * removeAfter, ...). The kernel runs every tick before each request and after a clock change, so
 * that time-driven state never depends on a real timer.
 */
export const ticks: Array<(sandbox: Sandbox) => void> = [];
