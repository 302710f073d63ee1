import { useTranslations } from 'next-intl';
import type { ReferenceOperation } from './reference-view';

const methodColour: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-rose-100 text-rose-900',
};

const ShapeLink = ({ name }: { name: string }) =>
  name.includes('/') ? (
    <span>{name}</span>
  ) : (
    <a href={`#shape-${name}`} className="text-sky-800 underline underline-offset-2">
      {name}
    </a>
  );

/** One operation: a native disclosure, so it opens without any script. */
export function OperationCard({ operation }: { operation: ReferenceOperation }) {
  const t = useTranslations('apiReference');
  return (
    <details
      id={`operation-${operation.id}`}
      data-testid="api-operation"
      className="group rounded-md border border-slate-200 bg-white"
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
        <span
          className={`w-16 shrink-0 rounded px-2 py-0.5 text-center text-xs font-semibold ${methodColour[operation.method] ?? ''}`}
        >
          {operation.method}
        </span>
        <code className="text-sm break-all text-slate-900">{operation.path}</code>
        <span lang="en" translate="no" className="text-sm text-slate-600">
          {operation.summary}
        </span>
        {operation.assumption ? (
          <span className="rounded bg-violet-100 px-1.5 text-xs text-violet-900">{t('assumed')}</span>
        ) : null}
      </summary>
      <div className="space-y-3 border-t border-slate-200 px-3 py-3 text-sm text-slate-700">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 [&_dd]:break-words">
          <dt className="text-slate-600">{t('operation')}</dt>
          <dd>
            <code>{operation.id}</code>
          </dd>
          <dt className="text-slate-600">{t('needsPermission')}</dt>
          <dd>{operation.permission ? <code>{operation.permission}</code> : t('noToken')}</dd>
          <dt className="text-slate-600">{t('limit')}</dt>
          <dd>
            {operation.rateLimit
              ? t('perWindow', { limit: operation.rateLimit.limit, seconds: operation.rateLimit.windowSeconds })
              : t('notCounted')}
          </dd>
          <dt className="text-slate-600">{t('sends')}</dt>
          <dd>{operation.body ? <ShapeLink name={operation.body} /> : t('noBody')}</dd>
          <dt className="text-slate-600">{t('answers')}</dt>
          <dd>
            {operation.successes.map((s, i) => (
              <span key={s.status}>
                {i > 0 ? '; ' : ''}
                {s.status} <ShapeLink name={s.shape} />
              </span>
            ))}
          </dd>
          <dt className="text-slate-600">{t('errors')}</dt>
          <dd>
            {operation.errors.join(', ')} (
            <a href="#shape-ErrorBody" className="text-sky-800 underline underline-offset-2">
              {'ErrorBody'}
            </a>
            )
          </dd>
        </dl>
        {operation.assumption ? (
          <p className="rounded border border-violet-200 bg-violet-50 px-3 py-2 text-violet-950">
            <span className="font-medium">{t('whatAssumed')}</span> (<code>{'x-console-assumption'}</code>){': '}
            <span lang="en" translate="no">
              {operation.assumption}
            </span>
          </p>
        ) : null}
        {operation.parameters.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="pr-3 font-normal">{t('parameter')}</th>
                  <th className="pr-3 font-normal">{t('in')}</th>
                  <th className="font-normal">{t('rule')}</th>
                </tr>
              </thead>
              <tbody>
                {operation.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`} className="border-t border-slate-100 align-top">
                    <td className="pr-3">
                      <code>{p.name}</code>
                      {p.required ? '' : ` ${t('optional')}`}
                    </td>
                    <td className="pr-3">{p.in}</td>
                    <td lang="en" translate="no">
                      {p.description ?? <code className="break-all">{JSON.stringify(p.schema)}</code>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </details>
  );
}
