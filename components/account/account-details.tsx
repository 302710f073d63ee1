import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/components/ui/use-format';

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
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Partner account</CardTitle>
        <CardDescription>
          The Partner API account this console works with. It is the same for every user.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-600">Company</dt>
          <dd className="font-medium text-slate-900" data-testid="account-company">
            {companyName}
          </dd>
          <dt className="text-slate-600">API key</dt>
          <dd>
            <code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs"
              title="The middle of the key is hidden."
            >
              {apiKeyMasked}
            </code>
          </dd>
          <dt className="text-slate-600">Status</dt>
          <dd>{isActive === false ? <Badge tone="danger">Inactive</Badge> : <Badge tone="success">Active</Badge>}</dd>
          <dt className="text-slate-600">Scopes</dt>
          <dd className="flex flex-wrap gap-1.5">
            {scopes.length ? (
              scopes.map((s) => <Badge key={s}>{s}</Badge>)
            ) : (
              <span className="text-slate-600">None listed</span>
            )}
          </dd>
          <dt className="text-slate-600">Checked</dt>
          <dd className="text-slate-700">
            {format.dateTime(checkedAt)}
            <span className="block text-xs text-slate-600">
              Request id{' '}
              <code className="font-mono" data-testid="account-request-id">
                {requestId}
              </code>
              . Checked again at most once a minute.
            </span>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
