import 'server-only';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { isStudentNotFound } from '@/server/access/scope';
import { prefetch } from '@/server/action-runner/prefetch';

type Query = { queryKey: QueryKey; queryFn: () => Promise<unknown> };

/**
 * A page's prefetch (exams and applications pages) where a student not found, i.e. a coordinator asking
 * for another school's student or an unknown one (StudentNotFoundError), is the 404 page. Any other
 * failure is left to the client's query, as prefetch does; the loader runs once either way.
 */
export async function prefetchOrNotFound(queries: Query[]): Promise<DehydratedState> {
  let missing = false;
  const state = await prefetch(
    queries.map(({ queryKey, queryFn }) => ({
      queryKey,
      queryFn: async () => {
        try {
          return await queryFn();
        } catch (error) {
          if (isStudentNotFound(error)) missing = true;
          throw error;
        }
      },
    })),
  );
  if (missing) notFound();
  return state;
}
