import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { UpstreamProblems } from '@/lib/home/home-view';

/** Partner API errors (failed connections, 5xx) and 429s of the last 24 hours, per operation. */
export function UpstreamCard({ upstream }: { upstream: UpstreamProblems }) {
  const t = useTranslations('home');
  return (
    <Card aria-label={t('upstreamTitle')}>
      <CardHeader>
        <CardTitle>{t('upstreamTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700" data-testid="upstream-problems">
        <p>
          {t('upstreamLine', {
            requests: upstream.requests,
            errors: upstream.errors,
            tooMany: upstream.tooManyRequests,
          })}
        </p>
        {upstream.byOperation.length ? (
          <table className="w-full text-left">
            <thead className="text-slate-500">
              <tr>
                <th className="py-1 font-medium">{t('operation')}</th>
                <th className="py-1 text-right font-medium">{t('errors')}</th>
                <th className="py-1 text-right font-medium">429</th>
              </tr>
            </thead>
            <tbody>
              {upstream.byOperation.slice(0, 8).map((o) => (
                <tr key={o.operation} className="border-t border-slate-100">
                  <td className="py-1 break-all">
                    <Link
                      href={`/activity?operation=${encodeURIComponent(o.operation)}`}
                      className="text-sky-800 underline-offset-2 hover:underline"
                    >
                      {o.operation}
                    </Link>
                  </td>
                  <td className="py-1 text-right tabular-nums">{o.errors}</td>
                  <td className="py-1 text-right tabular-nums">{o.tooManyRequests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </CardContent>
    </Card>
  );
}
