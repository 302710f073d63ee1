import 'server-only';
import type { z } from 'zod';
import { fillPath, operations, type OperationId } from '@/lib/partner-api/operations';
import { envelopeSchema, paginatedSchema, type Pagination } from '@/lib/partner-api/schemas/envelope';
import { createRefreshAheadCache } from '@/lib/refresh-ahead-cache';
import { currentCallPolicy, withCallPolicy } from './call-policy';
import { systemClock, type Clock } from './clock';
import { defaultRetryPolicy, exchange, type HttpDeps, type RawAnswer, type RetryPolicy } from './http';
import { PartnerApiError } from './partner-api-error';
import { buildQuery, type QueryInput } from './query';
import { RateBudget, type BudgetView } from './rate-budget';
import { memoryBudgetStore } from './rate-budget-memory';
import type { BudgetStore } from './rate-budget-store';
import { noRequestLog, type RequestLogSink } from './request-log';
import { createTokenSigner } from './token-signer';
import type { ReadRows } from '@/server/db/rows-together';

export interface PartnerClientConfig {
  /** The API base URL including `/v1`. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  fetch?: typeof fetch;
  clock?: Clock;
  /** Where rate windows are kept; in memory unless given (the default client uses the database when DATABASE_URL is set). */
  store?: BudgetStore;
  requestLog?: RequestLogSink;
  retry?: Partial<RetryPolicy>;
  /** How long reference data (countries, grades, organizations, exam categories) is kept; default 5 minutes. */
  referenceTtlMs?: number;
  timeoutMs?: number;
  tokenLifetimeSeconds?: number;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: QueryInput;
  body?: unknown;
  /** Part of the rate window this call may use (background work: 0.5). */
  share?: number;
}

export interface ApiResult<T> {
  data: T;
  message?: string;
  /** On single reads the spec says to ignore it; getStudentImport pages its rows with it. */
  pagination?: Pagination;
  requestId: string;
  status: number;
}

export interface ApiPage<T> extends ApiResult<T[]> {
  pagination: Pagination;
}

export interface Download {
  bytes: Uint8Array;
  contentType: string;
  /** From Content-Disposition, when the API names the file. */
  fileName?: string;
  requestId: string;
}

/** Reference reads cached for minutes (docs/architecture.md). */
const cachedOperations = new Set<OperationId>([
  'listCountries',
  'getCountry',
  'listGrades',
  'getGrade',
  'listOrganizations',
  'getOrganization',
  'listExamCategories',
]);

export type PartnerClient = ReturnType<typeof createPartnerClient>;

/** Wrapping a schema costs about a millisecond in zod 4, so each wrapped form is built once. */
/** The student a call's path names: `{studentId}`, or the `{userId}` of a certificate or report. */
const studentOf = (options: CallOptions): string | undefined => options.params?.studentId ?? options.params?.userId;

const wrapped = { envelope: new WeakMap<z.ZodType, z.ZodType>(), page: new WeakMap<z.ZodType, z.ZodType>() };
function once<S extends z.ZodType, W extends z.ZodType>(
  cache: WeakMap<z.ZodType, z.ZodType>,
  schema: S,
  build: (s: S) => W,
): W {
  let hit = cache.get(schema) as W | undefined;
  if (!hit) cache.set(schema, (hit = build(schema)));
  return hit;
}

/** A client of one partner account at one base URL. */
export function createPartnerClient(config: PartnerClientConfig) {
  const clock = config.clock ?? systemClock;
  const deps: HttpDeps = {
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    fetch: config.fetch ?? globalThis.fetch,
    clock,
    signer: createTokenSigner({
      apiKey: config.apiKey,
      apiSecret: config.apiSecret,
      lifetimeSeconds: config.tokenLifetimeSeconds,
      clock,
    }),
    budget: new RateBudget(config.store ?? memoryBudgetStore(), clock, config.apiKey),
    log: config.requestLog ?? noRequestLog,
    retry: { ...defaultRetryPolicy, ...config.retry },
    timeoutMs: config.timeoutMs ?? 30_000,
  };
  const referenceTtlMs = config.referenceTtlMs ?? 5 * 60_000;
  const inFlight = new Map<string, Promise<unknown>>();
  // In its last fifth a reference answer is read again in the background, so that while the console is in use no
  // view waits for reference data.
  const cache = createRefreshAheadCache<string, unknown>({
    ttlMs: referenceTtlMs,
    refreshWithinMs: referenceTtlMs / 5,
    now: () => clock.now(),
  });

  function parse<S extends z.ZodType>(operationId: OperationId, schema: S, answer: RawAnswer): z.infer<S> {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(answer.bytes));
    } catch {
      json = undefined;
    }
    const result = schema.safeParse(json);
    if (result.success) return result.data;
    throw new PartnerApiError({
      status: answer.status,
      code: 'invalid_response',
      message: 'The Partner API answered in a form the console does not understand.',
      requestId: answer.requestId,
      operationId,
      // Paths and zod's messages only: never the values, which may be personal data.
      details: {
        issues: result.error.issues.slice(0, 10).map((i) => ({ path: i.path.join('.'), message: i.message })),
      },
    });
  }

  /**
   * GETs: identical concurrent calls of one call policy share one upstream request (a person's call does
   * not wait on a background call's place, nor take on another call's deadline); reference reads are cached.
   */
  function shared<T>(operationId: OperationId, path: string, run: () => Promise<T>): Promise<T> {
    if (operations[operationId].method !== 'GET') return run();
    const key = `${operationId} ${path}`;
    const hit = cache.fresh(key, () => withCallPolicy({ priority: 'background' }, run));
    if (hit) return Promise.resolve(hit.value as T);
    const policy = currentCallPolicy();
    const flightKey = `${key} ${policy.priority} ${policy.maxWaitMs ?? ''} ${policy.share ?? ''}`;
    const pending = inFlight.get(flightKey);
    if (pending) return pending as Promise<T>;
    const promise = run()
      .then((value) => {
        if (cachedOperations.has(operationId)) cache.keep(key, value);
        return value;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, promise);
    return promise;
  }

  const pathOf = (operationId: OperationId, options: CallOptions) =>
    fillPath(operations[operationId].path, options.params ?? {}) + buildQuery(options.query);

  async function request<S extends z.ZodType>(operationId: OperationId, schema: S, options: CallOptions) {
    const path = pathOf(operationId, options);
    return shared(operationId, path, async () => {
      const answer = await exchange(deps, {
        operationId,
        path,
        body: options.body,
        share: options.share,
        organizationId: options.params?.organizationId,
        studentId: studentOf(options),
      });
      return { body: parse(operationId, schema, answer), requestId: answer.requestId, status: answer.status };
    });
  }

  return {
    /** An operation answering the envelope with one record (or any `data`). */
    async call<S extends z.ZodType>(
      operationId: OperationId,
      data: S,
      options: CallOptions = {},
    ): Promise<ApiResult<z.infer<S>>> {
      const { body, requestId, status } = await request(
        operationId,
        once(wrapped.envelope, data, envelopeSchema),
        options,
      );
      return { data: body.data as z.infer<S>, message: body.message, pagination: body.pagination, requestId, status };
    },
    /** A paginated list operation. */
    async list<S extends z.ZodType>(
      operationId: OperationId,
      item: S,
      options: CallOptions = {},
    ): Promise<ApiPage<z.infer<S>>> {
      const { body, requestId, status } = await request(
        operationId,
        once(wrapped.page, item, paginatedSchema),
        options,
      );
      return { data: body.data as z.infer<S>[], pagination: body.pagination, message: body.message, requestId, status };
    },
    /** An operation whose answer is not wrapped in the envelope (validate-me, health). */
    async raw<S extends z.ZodType>(
      operationId: OperationId,
      schema: S,
      options: CallOptions = {},
    ): Promise<ApiResult<z.infer<S>>> {
      const { body, requestId, status } = await request(operationId, schema, options);
      return { data: body, requestId, status };
    },
    /** A file download (certificate and report PDFs): the bytes as they came. Never coalesced nor cached. */
    async download(operationId: OperationId, options: CallOptions = {}): Promise<Download> {
      const answer = await exchange(deps, {
        operationId,
        path: pathOf(operationId, options),
        share: options.share,
        organizationId: options.params?.organizationId,
        studentId: studentOf(options),
      });
      const disposition = answer.headers.get('content-disposition') ?? '';
      const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
      return {
        bytes: answer.bytes,
        contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
        fileName: fileName ? decodeURIComponent(fileName) : undefined,
        requestId: answer.requestId,
      };
    },
    /** Forget the current token (after revokeToken). */
    forgetToken: () => deps.signer.invalidate(),
    /** Drop cached reference data. */
    clearCache: () => cache.forget(),
    /** Each operation's rate window as this console knows it. */
    budgetState: (read?: ReadRows): Promise<BudgetView[]> => deps.budget.state(read),
    apiKey: config.apiKey,
  };
}
