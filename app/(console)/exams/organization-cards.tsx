import { FailureText } from '@/components/ui/failure-text';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ConsoleUser } from '@/server/auth/roles';
import { examOrganizationsRead } from '@/server/exams/reads';

/** Each organization with its exams and applications, streamed under the page's heading. */
export async function OrganizationCards({ user }: { user: ConsoleUser }) {
  const result = await examOrganizationsRead.load(user, {});
  const t = await getTranslations('exams');
  const common = await getTranslations('common');
  if (!result.ok) {
    return (
      <Alert tone="error" title={t('organizationsFailed')} requestId={result.error.requestId}>
        <FailureText failure={result.error} /> {common('reloadHint')}
      </Alert>
    );
  }
  return (
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
              <CardDescription translate="no">{o.desc ?? o.slug}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link className="text-sky-700 hover:underline" href={`/exams/${o.slug}`}>
                {t('exams')}
              </Link>
              <Link className="text-sky-700 hover:underline" href={`/applications?organization=${o.slug}`}>
                {t('applications')}
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
