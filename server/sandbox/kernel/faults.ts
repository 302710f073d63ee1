import { z } from 'zod';
import { operationIds, type OperationId } from '@/lib/partner-api/operations';
import type { Fault, KernelState } from './kernel-state';

/** Body of POST /__sandbox/faults/release: one operation's held answers, or all. */
export const releaseInputSchema = z.strictObject({
  operation: z.enum(operationIds as [OperationId, ...OperationId[]]).optional(),
});

/** Body of POST /__sandbox/faults (server/sandbox/README.md control plane). */
export const faultInputSchema = z.strictObject({
  operation: z.enum(operationIds as [OperationId, ...OperationId[]]).optional(),
  status: z.number().int().min(200).max(599),
  code: z.string().min(1).optional(),
  probability: z.number().min(0).max(1).optional(),
  count: z.number().int().min(1).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  retryAfter: z.number().int().min(0).optional(),
});

/**
 * Body of POST /__sandbox/deprecations: the operation answers with `Deprecation` (default `@<now>`, the structured
 * date of RFC 9745) and `Sunset` (an HTTP date) on every answer from then on (spec §9.5).
 */
export const deprecationInputSchema = z.strictObject({
  operation: z.enum(operationIds as [OperationId, ...OperationId[]]),
  deprecation: z.string().min(1).max(100).optional(),
  sunset: z.string().min(1).max(100),
});

/** The Deprecation/Sunset headers of an operation's answers, when the control plane announced its retirement. */
export function deprecationHeaders(kernel: KernelState, operationId: OperationId): Record<string, string> {
  const notice = kernel.deprecations?.[operationId];
  return notice ? { deprecation: notice.deprecation, sunset: notice.sunset } : {};
}

export function addFault(kernel: KernelState, input: z.infer<typeof faultInputSchema>): Fault {
  const fault: Fault = {
    id: kernel.nextFaultId++,
    ...(input.operation ? { operation: input.operation } : {}),
    status: input.status,
    ...(input.code ? { code: input.code } : {}),
    probability: input.probability ?? 1,
    remaining: input.count ?? null,
    latencyMs: input.latencyMs ?? 0,
    ...(input.retryAfter !== undefined ? { retryAfter: input.retryAfter } : {}),
  };
  kernel.faults.push(fault);
  return fault;
}

/** The fault that fires for this request, if any; its count goes down. Probability uses Math.random. */
export function takeFault(kernel: KernelState, operationId: OperationId): Fault | undefined {
  const fault = kernel.faults.find(
    (f) => (f.operation === undefined || f.operation === operationId) && f.remaining !== 0,
  );
  if (!fault || Math.random() >= fault.probability) return undefined;
  if (fault.remaining !== null) fault.remaining -= 1;
  if (fault.remaining === 0) kernel.faults.splice(kernel.faults.indexOf(fault), 1);
  return fault;
}

/** The answers a latency fault is holding now, per kernel (the waits are not state: they end with the process). */
const held = new WeakMap<KernelState, Set<{ operationId: OperationId; end: () => void }>>();

/** A fault's latency: over after `ms`, or at once when the control plane releases held answers. */
export function faultLatency(kernel: KernelState, operationId: OperationId, ms: number): Promise<void> {
  const waits = held.get(kernel) ?? new Set();
  held.set(kernel, waits);
  return new Promise((resolve) => {
    const wait = {
      operationId,
      end: () => {
        clearTimeout(timer);
        waits.delete(wait);
        resolve();
      },
    };
    const timer = setTimeout(wait.end, ms);
    waits.add(wait);
  });
}

/** Ends the latency waits now under way, of one operation or all (POST /__sandbox/faults/release); how many. */
export function releaseHeldAnswers(kernel: KernelState, operationId?: OperationId): number {
  const waits = [...(held.get(kernel) ?? [])].filter((w) => !operationId || w.operationId === operationId);
  for (const wait of waits) wait.end();
  return waits.length;
}

export const defaultFaultCode: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
};
