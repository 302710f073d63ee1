import type { ReactNode } from 'react';
import { requirePageUser } from '@/server/auth/guards';

// The role check sits above any loading.tsx of this section, so a refusal is a real 403.
export default async function ActivityLayout({ children }: { children: ReactNode }) {
  await requirePageUser(['admin', 'support']);
  return children;
}
