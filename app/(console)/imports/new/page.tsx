import type { Metadata } from 'next';
import Link from 'next/link';
import { ImportWizard } from '@/components/imports/import-wizard';
import { requirePageUser } from '@/server/auth/guards';

export const metadata: Metadata = { title: 'New import' };

export default async function Page() {
  await requirePageUser(['admin', 'support', 'coordinator']);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link href="/imports" className="text-sm text-sky-800 hover:underline">
          ← Imports
        </Link>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">Import students from a file</h1>
        <p className="text-sm text-slate-600">Check every row before anything is sent; the import then runs in the background and survives a restart.</p>
      </div>
      <ImportWizard />
    </div>
  );
}
