import 'server-only';
import { apiContract } from '@/server/sandbox/testing/contract';

/**
 * A fetch for the client in tests that checks every request it builds, and every answer it gets, against
 * the API document. Problems are collected, not thrown: the client would take a throw for a network error.
 */
export function contractFetch(baseUrl: string, inner: typeof fetch) {
  const contract = apiContract();
  const problems: string[] = [];
  const checked = new Set<string>();
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = request.url.slice(baseUrl.length);
    const body = request.body ? await request.clone().text() : undefined;
    const found = contract.match(request.method, path);
    if (found) checked.add(found.operation.operationId);
    problems.push(...contract.checkRequest({ method: request.method, path, headers: request.headers, body }));
    const response = await inner(request);
    const text = await response.clone().text();
    problems.push(
      ...contract.checkAnswer({
        method: request.method,
        path,
        status: response.status,
        headers: response.headers,
        text,
      }),
    );
    return response;
  }) as typeof fetch;
  return Object.assign(fetchFn, { problems, checked });
}
