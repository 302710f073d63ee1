import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { StudentsListSkeleton } from '@/components/students/students-list-skeleton';
import { StudentsTabs } from '@/components/students/students-tabs';
import { buttonVariants } from '@/components/ui/button';
import { parseDirectoryParams } from '@/lib/directory/query-schema';
import { readStudentListParams } from '@/lib/students/list-params';
import { requirePageUser } from '@/server/auth/guards';
import type { ConsoleUser } from '@/server/auth/roles';
import { StudentsListSection } from './students-list-section';
import { StudentsSearchSection } from './students-search-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('students'))('title') };
}

type Search = Record<string, string | string[] | undefined>;

/** `?by=email` or an `email=` list: the pasted-addresses finder (live from the API); otherwise the search. */
function findsByEmail(search: Search): boolean {
  return search.by === 'email' || search.email !== undefined;
}

// No loading.tsx here: it would also wrap the student pages below, whose notFound() must answer a real 404.
export default async function StudentsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requirePageUser();
  const search = await searchParams;
  const byEmail = findsByEmail(search);
  const t = await getTranslations('students');
  return (
    <ClientMessages scope="(console)/students/page">
      <div className="max-w-7xl space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <Link href="/students/new" className={buttonVariants()}>
            {t('register')}
          </Link>
        </div>
        <StudentsTabs current={byEmail ? 'emails' : 'search'} />
        {byEmail ? (
          <EmailsSection user={user} search={search} />
        ) : (
          <StudentsSearchSection user={user} query={parseDirectoryParams(search)} />
        )}
      </div>
    </ClientMessages>
  );
}

function EmailsSection({ user, search }: { user: ConsoleUser; search: Search }) {
  const { emailText, ...params } = readStudentListParams(search);
  return (
    <Suspense fallback={<StudentsListSkeleton />}>
      <StudentsListSection user={user} params={params} emailText={emailText} />
    </Suspense>
  );
}
