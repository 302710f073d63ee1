import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OrganizationCardsSkeleton } from '@/components/exams/exams-skeletons';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageUser } from '@/server/auth/guards';
import { OrganizationCards } from './organization-cards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('exams'))('title') };
}

// No loading.tsx here: it would also wrap the pages below, whose notFound() must answer a real 404.
export default async function ExamsPage() {
  const user = await requirePageUser();
  const t = await getTranslations('exams');
  return (
    <ClientMessages scope="(console)/exams/page">
      <div className="max-w-5xl space-y-6">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Suspense fallback={<OrganizationCardsSkeleton />}>
          <OrganizationCards user={user} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}
