import { z } from 'zod';
import { operationIds, type OperationId } from '@/lib/partner-api/operations';
import type { Fault, KernelState } from './kernel-state';

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
