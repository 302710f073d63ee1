import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requirePageUser } from '@/server/auth/guards';
import { asUser } from '@/server/queries/as-user';
import { loadOrganizationsForExams } from '@/server/queries/exams';

export const metadata: Metadata = { title: 'Exams' };

export default async function ExamsPage() {
  const user = await requirePageUser();
  const result = await asUser(user, loadOrganizationsForExams)();
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Exams</h1>
        <p className="text-sm text-slate-600">Choose an organization to see its categories and open exams, or a student’s available exams.</p>
      </div>
      {!result.ok ? (
        <Alert tone="error" title="The organizations could not be loaded." requestId={result.error.requestId}>
          {result.error.message} Reload the page to try again.
        </Alert>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.data.map((o) => (
            <li key={o._id}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>
                    <Link href={`/exams/${o.slug}`} className="hover:underline">
                      {o.name}
                    </Link>
                  </CardTitle>
                  <CardDescription>{o.desc ?? o.slug}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link className="text-sky-700 hover:underline" href={`/exams/${o.slug}`}>
                    Exams
                  </Link>
                  <Link className="text-sky-700 hover:underline" href={`/applications?organization=${o.slug}`}>
                    Applications
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
