import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/components/ui/use-format';
import { activityHref } from '@/lib/activity/activity-href';

export interface AccountDetailsProps {
  companyName: string;
  apiKeyMasked: string;
  scopes: string[];
  isActive: boolean | null;
  checkedAt: string;
  requestId: string;
}

/** The partner account the console uses, as validate-me describes it. */
export function AccountDetails({
  companyName,
  apiKeyMasked,
  scopes,
  isActive,
  checkedAt,
  requestId,
}: AccountDetailsProps) {
  const t = useTranslations('account');
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('partnerAccount')}</CardTitle>
        <CardDescription>{t('partnerAccountIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-600">{t('company')}</dt>
          <dd className="font-medium text-slate-900" data-testid="account-company">
            {companyName}
          </dd>
          <dt className="text-slate-600">{t('apiKey')}</dt>
          <dd>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" title={t('keyHidden')}>
              {apiKeyMasked}
            </code>
          </dd>
          <dt className="text-slate-600">{t('status')}</dt>
          <dd>
            {isActive === false ? (
              <Badge tone="danger">{t('inactive')}</Badge>
            ) : (
              <Badge tone="success">{t('active')}</Badge>
            )}
          </dd>
          <dt className="text-slate-600">{t('scopes')}</dt>
          <dd className="flex flex-wrap gap-1.5">
            {scopes.length ? (
              scopes.map((s) => <Badge key={s}>{s}</Badge>)
            ) : (
              <span className="text-slate-600">{t('noneListed')}</span>
            )}
          </dd>
          <dt className="text-slate-600">{t('checked')}</dt>
          <dd className="text-slate-700">
            {format.dateTime(checkedAt)}
            <span className="block text-xs text-slate-600">
              {t.rich('checkedNote', {
                id: () => (
                  <code className="font-mono" data-testid="account-request-id">
                    {requestId}
                  </code>
                ),
              })}
            </span>
            {/* The answer may come from a refresh made in the background, which Activity's default filter hides. */}
            <Link
              href={activityHref('requests', { requestId, calls: 'all' })}
              className="mt-1 inline-block text-xs text-sky-700 underline-offset-4 hover:underline"
              data-testid="account-request-in-activity"
            >
              {t('checkedInActivity')}
            </Link>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
