import type { Hono } from 'hono';
import type { OperationId } from '@/lib/partner-api/operations';
import type { OperationHandlers } from './kernel/types';
import type { Sandbox } from './kernel/sandbox';
import { kernelHandlers } from './kernel/handlers';
import { referenceHandlers } from './reference/handlers';
import { studentHandlers } from './students/handlers';
import { studentTick } from './students/ticks';
import { registerStudentControlRoutes } from './students/control-routes';
import { examHandlers } from './exams/handlers';
import { expireMakeUpApplications } from './exams/ticks';
import { registerExamControlRoutes } from './exams/control-routes';
import { registerReferenceControlRoutes } from './reference/control-routes';
import { challengeHandlers } from './group-challenges/handlers';
import { registerChallengeControlRoutes } from './group-challenges/control-routes';
import { challengeRouteGate } from './group-challenges/route-gate';

/** Every operation the sandbox implements; an operation missing here answers like an unknown path. */
export const handlers: OperationHandlers = {
  ...kernelHandlers,
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
export const ticks: Array<(sandbox: Sandbox) => void> = [studentTick, expireMakeUpApplications];

/**
 * A domain's control-plane routes (no partner token). `app` is mounted at `/__sandbox`, so a domain
 * registers e.g. `app.post('/students/:studentId/confirm-email', ...)`. Ticks have run before the
 * route; call `getSandbox().markDirty('<the domain's part>')` after a change. Answer errors with `controlError` from
 * control/control-errors.ts so they carry the spec's error body.
 */
export type ControlRoutes = (app: Hono, getSandbox: () => Sandbox) => void;

export const controlRoutes: ControlRoutes[] = [
  registerReferenceControlRoutes,
  registerStudentControlRoutes,
  registerExamControlRoutes,
  registerChallengeControlRoutes,
];

/**
 * A domain may switch a path off (group challenges where an organization has not turned them on,
 * spec §4.7). Such a request answers exactly like a path matching no operation: before the token
 * check, and not counted against the rate budget (spec §8.3).
 */
export type RouteGate = (sandbox: Sandbox, operationId: OperationId, params: Record<string, string>) => boolean;

export const routeGates: RouteGate[] = [challengeRouteGate];
