import type { Metadata } from 'next';
import { ApiReferenceViewer } from '@/components/api-reference/api-reference-viewer';
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
          Every request the console can make to the Partner API, what it sends and what it expects back, grouped as in the API&apos;s own
          document. Where that document leaves something open, the operation says what the console assumes under
          <span className="font-medium"> x-console-assumption</span>. The same description, as a file, is served by the sandbox at
          <code className="mx-1 rounded bg-slate-100 px-1">/sandbox/v1/openapi.json</code>.
        </p>
      </div>
      <ApiReferenceViewer document={buildOpenApiDocument()} />
    </div>
  );
}
