import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiReference } from '@/components/api-reference/api-reference';
import { ClientMessages } from '@/components/providers/client-messages';
import { buildOpenApiDocument } from '@/lib/partner-api/openapi/build-document';
import { requirePageUser } from '@/server/auth/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('apiReference'))('title') };
}

export default async function ApiReferencePage() {
  await requirePageUser(['admin', 'support']);
  const t = await getTranslations('apiReference');
  return (
    <ClientMessages scope="(console)/api-reference/page">
      <div className="space-y-5">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            {t.rich('intro', {
              badge: (chunks) => (
                <span className="mx-1 rounded bg-violet-100 px-1.5 text-xs text-violet-900">{chunks}</span>
              ),
              code: (chunks) => <code className="rounded bg-slate-100 px-1">{chunks}</code>,
            })}
          </p>
        </div>
        <ApiReference document={buildOpenApiDocument()} />
      </div>
    </ClientMessages>
  );
}
