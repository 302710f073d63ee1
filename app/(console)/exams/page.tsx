import type { Metadata } from 'next';
import { NotBuiltYet } from '@/components/shell/not-built-yet';
import { requirePageUser } from '@/server/auth/guards';

export const metadata: Metadata = { title: 'Exams' };

export default async function Page() {
  await requirePageUser();
  return <NotBuiltYet title="Exams" />;
}
