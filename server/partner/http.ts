import 'server-only';
import { operations, type OperationId } from '@/lib/partner-api/operations';
import { currentActor } from './actor-context';
import { currentCallPolicy } from './call-policy';
import { observeBudgetBusy, observeBudgetWait, observeCall } from './call-telemetry';
import { isBudgetBusy } from './budget-busy';
import type { Clock } from './clock';
import { errorFromResponse, networkError } from './partner-api-error';
import type { RateBudget } from './rate-budget';
import type { RequestLogSink } from './request-log';
import { newRequestId } from './request-id';
import type { TokenSigner } from './token-signer';

export interface RetryPolicy {
  /** Attempts in all for a 503, or for a GET that meets a 500 or no answer. */
  maxAttempts: number;
  /** First backoff of a GET retry after a 500 or a network failure; doubles each time. */
  backoffMs: number;
  /** A 503 or 429 whose Retry-After is longer than this is not waited for; the error goes back. */
  maxWaitSeconds: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 3, backoffMs: 250, maxWaitSeconds: 60 };

export interface HttpDeps {
  baseUrl: string;
  fetch: typeof fetch;
  clock: Clock;
  signer: TokenSigner;
  budget: RateBudget;
  log: RequestLogSink;
  retry: RetryPolicy;
  timeoutMs: number;
}

export interface Exchange {
  operationId: OperationId;
  /** Filled path below the base URL, with its query string. */
  path: string;
  body?: unknown;
  share?: number;
  /** The organization of an organization-scoped path, for the request log. */
  organizationId?: string;
  /** The student a path names, for the request log (support finds a student's calls by it). */
  studentId?: string;
}

/** A 2xx answer, read completely. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  requestId: string;
}

const isRetryableStatus = (status: number) => status === 500 || status === 502 || status === 504;

/** Writes the API says are safe to send again: a check creates nothing, "any number of repeats is safe" (spec §4.3). */
const safeToRepeat: ReadonlySet<OperationId> = new Set<OperationId>(['checkStudentRegistration']);

/**
 * One upstream call with the rules of docs/architecture.md: budget place (by the current call policy), token,
 * X-Request-Id, retries, request log. Returns a 2xx answer or throws PartnerApiError; `budget_busy`
 * when the policy's maxWaitMs, counted from the first place asked for, runs out before a place comes.
 */
export async function exchange(deps: HttpDeps, ex: Exchange): Promise<RawAnswer> {
  const spec = operations[ex.operationId];
  // A GET, or a POST that changes nothing, is sent again after a 500 or no answer.
  const isGet = spec.method === 'GET' || safeToRepeat.has(ex.operationId);
  const policy = currentCallPolicy();
  const place = {
    share: ex.share ?? policy.share,
    priority: policy.priority,
    actorId: currentActor()?.id,
    deadline: policy.maxWaitMs === undefined ? undefined : deps.clock.now() + policy.maxWaitMs,
  };
  let attempt = 0;
  let renewedToken = false;
  let waited429 = false;
  for (;;) {
    attempt += 1;
    const asked = deps.clock.now();
    const ticket = await deps.budget.acquire(ex.operationId, place).catch((error: unknown) => {
      if (isBudgetBusy(error)) observeBudgetBusy(ex.operationId);
      throw error;
    });
    const requestId = newRequestId();
    const started = deps.clock.now();
    observeBudgetWait(ex.operationId, place.priority, started - asked);
    const log = (status: number, errorCode: string | null, answeredId: string, headers?: Headers) => {
      const actor = currentActor();
      const durationMs = Math.max(0, Math.round(deps.clock.now() - started));
      observeCall({
        operation: ex.operationId,
        method: spec.method,
        status,
        errorCode,
        durationMs,
        requestId,
        upstreamRequestId: answeredId,
        attempt,
      });
      deps.log.record({
        at: new Date(started),
        userId: actor?.id ?? null,
        userEmail: actor?.email ?? null,
        operation: ex.operationId,
        method: spec.method,
        pathTemplate: spec.path,
        organizationId: ex.organizationId ?? null,
        studentId: ex.studentId ?? null,
        status,
        errorCode,
        durationMs,
        requestId: answeredId,
        // Spec §9.5: an operation being retired says so on every answer (kept per operation by the sink).
        deprecation: headers?.get('deprecation') ?? null,
        sunset: headers?.get('sunset') ?? null,
        background: place.priority === 'background' && spec.method === 'GET',
      });
    };

    let response: Response;
    let bytes: Uint8Array;
    try {
      const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
      if (spec.permission !== null) headers.authorization = `Bearer ${await deps.signer.token()}`;
      if (ex.body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
      response = await deps.fetch(deps.baseUrl + ex.path, {
        method: spec.method,
        headers,
        body: ex.body === undefined ? undefined : JSON.stringify(ex.body),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (cause) {
      await ticket.settle(null);
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      const error = networkError(ex.operationId, requestId, timedOut);
      log(0, error.code, requestId);
      if (isGet && attempt < deps.retry.maxAttempts) {
        await deps.clock.sleep(deps.retry.backoffMs * 2 ** (attempt - 1));
        continue;
      }
      throw error;
    }

    const answeredId = response.headers.get('x-request-id') ?? requestId;
    if (response.ok) {
      await ticket.settle({ headers: response.headers });
      log(response.status, null, answeredId, response.headers);
      return { status: response.status, headers: response.headers, bytes, requestId: answeredId };
    }

    const error = errorFromResponse({
      status: response.status,
      bodyText: new TextDecoder().decode(bytes),
      headers: response.headers,
      operationId: ex.operationId,
      sentRequestId: requestId,
      nowMs: deps.clock.now(),
    });
    const budget429 = response.status === 429 && error.code === 'too_many_requests';
    await ticket.settle({ headers: response.headers, pauseSeconds: budget429 ? (error.retryAfter ?? 60) : undefined });
    log(response.status, error.code, error.requestId, response.headers);

    if (await shouldRetry()) continue;
    throw error;

    async function shouldRetry(): Promise<boolean> {
      const wait = error.retryAfter;
      const waitable = (seconds: number) => seconds <= deps.retry.maxWaitSeconds;
      if (response.status === 401 && !renewedToken) {
        // A token the API no longer takes (revoked, or a clock step): sign a new one, once.
        renewedToken = true;
        deps.signer.invalidate();
        return true;
      }
      if (response.status === 429 && !waited429 && waitable(wait ?? 60)) {
        // Never before Retry-After: the budget holds the operation paused; a network 429 waits here.
        waited429 = true;
        if (!budget429) await deps.clock.sleep((wait ?? 1) * 1000);
        return true;
      }
      if (attempt >= deps.retry.maxAttempts) return false;
      if (response.status === 503 && waitable(wait ?? 1)) {
        await deps.clock.sleep((wait ?? 1) * 1000);
        return true;
      }
      if (isGet && isRetryableStatus(response.status)) {
        await deps.clock.sleep(deps.retry.backoffMs * 2 ** (attempt - 1));
        return true;
      }
      return false;
    }
  }
}
