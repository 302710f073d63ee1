import type { Metadata } from 'next';
import Link from 'next/link';
import { ImportWizard } from '@/components/imports/import-wizard';
import { requirePageUser } from '@/server/auth/guards';
import { studentScopeFor } from '@/server/directory/scope';

export const metadata: Metadata = { title: 'New import' };

export default async function Page() {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  // A coordinator's schools go to the browser, which flags rows of other schools before anything is sent.
  const schools = studentScopeFor(user);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link href="/imports" className="text-sm text-sky-800 hover:underline">
          ← Imports
        </Link>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">Import students from a file</h1>
        <p className="text-sm text-slate-600">
          Check every row before anything is sent; the import then runs in the background and survives a restart.
        </p>
        {schools ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="import-schools">
            You may import students of your schools only:{' '}
            {schools.length ? schools.join(', ') : 'none is set on your account'}.
          </p>
        ) : null}
      </div>
      <ImportWizard schools={schools} />
    </div>
  );
}
