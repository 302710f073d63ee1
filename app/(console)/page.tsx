import { redirect } from 'next/navigation';
import { requirePageUser } from '@/server/auth/guards';

export default async function Home() {
  await requirePageUser();
  redirect('/students');
}
