import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface SignInCardProps {
  name: string;
  email: string;
  roleLabel: string;
  /** A coordinator's schools; null for roles that see every school. */
  schools: string[] | null;
}

/** The signed-in dashboard user: name, e-mail, role and (for coordinators) schools. */
export function SignInCard({ name, email, roleLabel, schools }: SignInCardProps) {
  const t = useTranslations('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('yourSignIn')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-600">{t('name')}</dt>
          <dd>{name}</dd>
          <dt className="text-slate-600">{t('email')}</dt>
          <dd className="break-all">{email}</dd>
          <dt className="text-slate-600">{t('role')}</dt>
          <dd>
            <Badge>{roleLabel}</Badge>
          </dd>
          {schools ? (
            <>
              <dt className="text-slate-600">{t('schools')}</dt>
              <dd>{schools.length ? schools.join(', ') : t('noSchools')}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-5 text-sm text-slate-600">{t('managedNote')}</p>
      </CardContent>
    </Card>
  );
}
