import { operationIds, operations, type OperationId } from '@/lib/partner-api/operations';

interface CompiledRoute {
  id: OperationId;
  method: string;
  segments: Array<{ literal: string } | { param: string }>;
}

const routes: CompiledRoute[] = operationIds.map((id) => ({
  id,
  method: operations[id].method,
  segments: operations[id].path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? { param: param[1]! } : { literal: part };
    }),
}));

export interface RouteMatch {
  operationId: OperationId;
  params: Record<string, string>;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The operation a method and path (below `/v1`) name. Where two templates fit, the one with a literal
 * segment earlier wins (`/grade/{id}` over `/{organizationId}/exam` for `/grade/exam`). A trailing slash
 * is ignored. Undefined for a path matching no operation.
 */
export function matchOperation(method: string, path: string): RouteMatch | undefined {
  const parts = path.split('/').filter((part, index, all) => part !== '' || (index > 0 && index < all.length - 1));
  const decoded = parts.map(decode);
  if (decoded.some((part) => part === undefined || part === '')) return undefined;
  let best: { route: CompiledRoute; score: string } | undefined;
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== decoded.length) continue;
    let score = '';
    const fits = route.segments.every((segment, i) => {
      if ('literal' in segment) {
        score += '1';
        return segment.literal === decoded[i];
      }
      score += '0';
      return true;
    });
    if (fits && (!best || score > best.score)) best = { route, score };
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.route.segments.forEach((segment, i) => {
    if ('param' in segment) params[segment.param] = decoded[i]!;
  });
  return { operationId: best.route.id, params };
}
