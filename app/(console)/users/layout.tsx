import type { ReactNode } from 'react';
import { requirePageUser } from '@/server/auth/guards';

// The role check sits above loading.tsx, so a refusal is a real 403 rather than a streamed one.
export default async function UsersLayout({ children }: { children: ReactNode }) {
  await requirePageUser(['admin']);
  return children;
}
