import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { ImportWizard } from '@/components/imports/import-wizard';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageUser } from '@/server/auth/guards';
import { studentScopeFor } from '@/server/students/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('importWizard'))('title') };
}

export default async function Page() {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  // A coordinator's schools go to the browser, which flags rows of other schools before anything is sent.
  const schools = studentScopeFor(user);
  const t = await getTranslations('importWizard');
  return (
    <ClientMessages scope="(console)/imports/new/page">
      <div className="mx-auto max-w-6xl space-y-6">
        <div>
          <Link href="/imports" className="text-sm text-sky-800 hover:underline">
            {t('back')}
          </Link>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
          {schools ? (
            <p className="mt-1 text-sm text-slate-600" data-testid="import-schools">
              {t('ownSchools', { schools: schools.length ? schools.join(', ') : t('noSchools') })}
            </p>
          ) : null}
        </div>
        <ImportWizard schools={schools} />
      </div>
    </ClientMessages>
  );
}
