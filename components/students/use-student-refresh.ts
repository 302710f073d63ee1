'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { studentKeys } from '@/lib/query/keys/students';

/** After a change: the student's cached reads are stale, and the server-rendered cards are re-read. */
export function useStudentRefresh() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: studentKeys.all });
    router.refresh();
  };
}
