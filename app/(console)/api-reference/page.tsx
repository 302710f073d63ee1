import type { Metadata } from 'next';
import { ApiReference } from '@/components/api-reference/api-reference';
import { buildOpenApiDocument } from '@/lib/partner-api/openapi/build-document';
import { requirePageUser } from '@/server/auth/guards';

export const metadata: Metadata = { title: 'API reference' };

export default async function ApiReferencePage() {
  await requirePageUser(['admin', 'support']);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">API reference</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Every request the console can make to the Partner API (version 1.2.0): what it needs, sends and gets back.
          Operations marked
          <span className="mx-1 rounded bg-violet-100 px-1.5 text-xs text-violet-900">assumed</span>
          are ones the API&apos;s own document leaves open; open one to read what the console assumes. The same
          description, as an OpenAPI file, is served by the sandbox at{' '}
          <code className="rounded bg-slate-100 px-1">/sandbox/v1/openapi.json</code>.
        </p>
      </div>
      <ApiReference document={buildOpenApiDocument()} />
    </div>
  );
}
