import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/server/env';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * /api/metrics answers only a scraper with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant
 * time). Without METRICS_TOKEN the endpoint is off: 404, as if absent.
 */
export function metricsAccess(request: Request): 'ok' | 'off' | 'refused' {
  const token = getEnv().METRICS_TOKEN;
  if (!token) return 'off';
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token)) ? 'ok' : 'refused';
}
