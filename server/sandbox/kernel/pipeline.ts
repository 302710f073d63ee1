import { operations, type OperationId } from '@/lib/partner-api/operations';
import { checkPermission, operationTarget } from '@/lib/partner-api/permissions';
import { handlers, routeGates } from '../domains';
import { organizationById } from '../reference/reference-state';
import { BODY_LIMIT, IMPORT_BODY_LIMIT, readBody } from './body';
import type { SandboxRuntime } from './create-sandbox';
import { SandboxError, forbidden, notFound } from './errors';
import { defaultFaultCode, deprecationHeaders, faultLatency, takeFault } from './faults';
import { countRequest } from './rate-limit';
import { recordRequest } from './request-stats';
import { errorResponse, successResponse, unknownPath, withHeaders } from './responses';
import { matchOperation } from './router';
import { verifyToken } from './token';
import { errorOf, sandboxLog } from './log';

export interface PipelineInput {
  request: Request;
  runtime: SandboxRuntime;
  requestId: string;
  /** Path below `/v1`. */
  path: string;
  /** Absolute URL of the mount (without `/v1`). */
  mountUrl: string;
  rateLimit: boolean;
}

/**
 * One API request through the order of checks of spec §5, §7 and §8: route, body, token, organization,
 * permission, rate limit, injected faults, handler. Every SandboxError becomes the spec's error body.
 */
export async function runPipeline(input: PipelineInput): Promise<Response> {
  let rateHeaders: Record<string, string> = {};
  let caller: Caller | undefined;
  let response: Response;
  try {
    response = await pipeline(
      input,
      (headers) => (rateHeaders = headers),
      (c) => (caller = c),
    );
  } catch (error) {
    if (!(error instanceof SandboxError))
      sandboxLog().error(
        { err: errorOf(error), method: input.request.method, apiRequestId: input.requestId },
        'sandbox operation failed',
      );
    response = errorResponse(
      error instanceof SandboxError ? error : new SandboxError(500, 'internal_error', 'Internal server error.'),
      input.requestId,
      rateHeaders,
    );
  }
  if (caller) recordRequest(input.runtime.requestStats, caller.accountId, caller.operationId, response.status);
  // A retiring operation says so on every answer, refusals included (spec §9.5).
  const retiring = input.runtime.kernel.deprecations;
  const operationId = retiring ? matchOperation(input.request.method, input.path)?.operationId : undefined;
  return operationId ? withHeaders(response, deprecationHeaders(input.runtime.kernel, operationId)) : response;
}

/** Who made a request, known once its token is accepted (what GET /__sandbox/stats counts). */
interface Caller {
  accountId: string;
  operationId: OperationId;
}

async function pipeline(
  input: PipelineInput,
  setRateHeaders: (h: Record<string, string>) => void,
  setCaller: (c: Caller) => void,
): Promise<Response> {
  const { request, runtime } = input;
  runtime.runTicks();
  const match = matchOperation(request.method, input.path);
  const handler = match && handlers[match.operationId];
  if (!match || !handler) throw unknownPath(request.method, `/v1${input.path}`);
  const { operationId, params } = match;
  if (!routeGates.every((open) => open(runtime, operationId, params)))
    throw unknownPath(request.method, `/v1${input.path}`);
  const spec = operations[operationId];
  const query = new URL(request.url).searchParams;
  const common = {
    requestId: input.requestId,
    baseUrl: `${input.mountUrl}/v1`,
    mountUrl: input.mountUrl,
    query,
    params,
    operationId,
    sandbox: runtime,
  };

  if (spec.permission === null) {
    const result = await handler({ ...common, account: null as never, organization: null, body: {} });
    return result instanceof Response ? result : successResponse(result);
  }

  const body = await readBody(request, operationId === 'createStudentImport' ? IMPORT_BODY_LIMIT : BODY_LIMIT);
  const nowMs = runtime.now().getTime();
  const token = await verifyToken(
    request.headers.get('authorization'),
    runtime.accounts(),
    Math.floor(nowMs / 1000),
    runtime.kernel.revokedTokens,
  );
  const { account } = token;
  setCaller({ accountId: account._id, operationId });

  let organization = null;
  if (params.organizationId !== undefined) {
    organization = organizationById(runtime.state.reference, params.organizationId) ?? null;
    if (!organization) throw notFound('Organization not found!');
  }
  const decision = checkPermission(
    account.roles,
    account._id,
    spec.permission,
    operationTarget(operationId, organization?.slug),
  );
  if (!decision.allowed) throw forbidden();

  let rateHeaders: Record<string, string> = {};
  if (input.rateLimit && spec.rateLimit) {
    const counted = countRequest(runtime.kernel, `${account._id}:${operationId}`, spec.rateLimit, nowMs);
    runtime.markDirty('kernel');
    if (!counted.allowed) throw counted.error;
    rateHeaders = counted.headers;
    setRateHeaders(rateHeaders);
  }

  const fault = runtime.kernel.faults.length > 0 ? takeFault(runtime.kernel, operationId) : undefined;
  if (fault) {
    runtime.markDirty('kernel');
    if (fault.latencyMs > 0) await faultLatency(runtime.kernel, operationId, fault.latencyMs);
    // 502 and 504 come from the network in front of the service: no JSON envelope (spec §7).
    if (fault.status === 502 || fault.status === 504) {
      return new Response(fault.status === 502 ? 'Bad Gateway' : 'Gateway Timeout', {
        status: fault.status,
        headers: { 'content-type': 'text/plain' },
      });
    }
    if (fault.status >= 400) throw faultError(fault.status, fault.code, fault.retryAfter);
  }

  const result = await handler({
    ...common,
    account,
    organization,
    body,
    credential: { tokenHash: token.tokenHash, exp: token.exp },
  });
  return result instanceof Response ? withHeaders(result, rateHeaders) : successResponse(result, rateHeaders);
}

function faultError(status: number, code: string | undefined, retryAfter: number | undefined): SandboxError {
  const headers: Record<string, string> = {};
  const after = retryAfter ?? (status === 503 ? 1 : status === 429 ? 60 : undefined);
  if (after !== undefined) headers['Retry-After'] = String(after);
  return new SandboxError(
    status,
    (code ?? defaultFaultCode[status] ?? 'internal_error') as never,
    'Injected fault (sandbox control plane).',
    undefined,
    headers,
  );
}
