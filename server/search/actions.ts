'use server';
import 'server-only';
import { globalSearchRead } from '@/server/search/reads';

/** The header's search: students, applications by code and (admin, support) requests by id. */
export async function globalSearchAction(input: unknown) {
  return globalSearchRead.action(input);
}
