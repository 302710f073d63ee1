'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FailureText } from '@/components/ui/failure-text';
import { Select } from '@/components/ui/select';
import { formatCount } from '@/lib/format/count';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { importKeys } from '@/lib/query/keys/imports';
import { getActivationOptionsAction, previewActivationAction, startActivationAction } from '@/server/imports/actions';

type Who = 'picked' | 'query' | 'school';

/**
 * "Activate for <organization>" over many students (server/imports/activation-job.ts): the students ticked in the
 * list, every match of the search, or every student of a school (a coordinator's own). The confirmation says how
 * many and how many are activated there already; the job then runs in the background and its page follows it.
 */
export function BulkActivation({
  query,
  picked,
  matching,
  onClear,
}: {
  query: DirectoryQuery;
  picked: string[];
  /** Matches of the search as counted (the count's cap when there are more: 1,000, or 2,000 with text). */
  matching: number;
  onClear: () => void;
}) {
  const t = useTranslations('bulkActivation');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [organization, setOrganization] = useState('');
  const [chosen, setChosen] = useState<Who | null>(null);
  const [school, setSchool] = useState('');
  const [confirming, setConfirming] = useState(false);
  const who: Who = chosen ?? (picked.length > 0 ? 'picked' : 'query');
  const options = useQuery({
    queryKey: importKeys.activationOptions(),
    queryFn: () => unwrapAction(getActivationOptionsAction({})),
    staleTime: 5 * 60_000,
  });
  const input = () => ({
    organization,
    source:
      who === 'picked'
        ? { by: 'ids' as const, studentIds: picked }
        : who === 'school'
          ? { by: 'school' as const, school }
          : { by: 'query' as const, query: { ...query, page: 1 } },
  });
  const preview = useMutation({
    mutationFn: () => unwrapAction(previewActivationAction(input())),
    onSuccess: () => setConfirming(true),
  });
  const start = useMutation({
    mutationFn: () => unwrapAction(startActivationAction(input())),
    onSuccess: (job) => {
      onClear();
      router.push(`/imports/${job.jobId}`);
    },
  });
  const orgName = options.data?.organizations.find((o) => o.slug === organization)?.name ?? organization;
  const ready = organization !== '' && (who === 'picked' ? picked.length > 0 : who === 'school' ? school !== '' : true);
  const failure = preview.error ?? start.error;
  const counted = preview.data;
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="bulk-activation">
      <h2 className="text-base font-semibold text-slate-900">{t('title')}</h2>
      {options.isError ? (
        <Alert
          title={t('optionsFailed')}
          requestId={options.error instanceof ActionQueryError ? options.error.requestId : null}
        >
          <FailureText failure={options.error} />
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-organization`} className="text-sm font-medium text-slate-800">
            {t('organization')}
          </label>
          <Select
            id={`${id}-organization`}
            value={organization}
            onChange={(e) => setOrganization(e.target.value)}
            className="w-full min-w-0 sm:w-64"
            data-testid="bulk-organization"
          >
            <option value="">{t('chooseOrganization')}</option>
            {(options.data?.organizations ?? []).map((o) => (
              <option key={o.slug} value={o.slug}>
                {t('orgOption', { name: o.name, slug: o.slug })}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('who')}</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-who`}
            className="mt-1"
            checked={who === 'picked'}
            disabled={picked.length === 0}
            onChange={() => setChosen('picked')}
          />
          <span data-testid="bulk-picked">
            {picked.length > 0 ? t('selected', { n: picked.length }) : t('noneSelected')}
          </span>
          {picked.length > 0 ? (
            <button type="button" className="text-sky-800 underline-offset-4 hover:underline" onClick={onClear}>
              {t('clear')}
            </button>
          ) : null}
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-who`}
            className="mt-1"
            checked={who === 'query'}
            onChange={() => setChosen('query')}
          />
          <span>{t('allMatching', { n: matching })}</span>
        </label>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name={`${id}-who`}
              className="mt-1"
              checked={who === 'school'}
              onChange={() => setChosen('school')}
            />
            <span>{t('wholeSchool')}</span>
          </label>
          {who === 'school' ? (
            <Select
              aria-label={t('school')}
              value={school}
              onChange={(e) => setSchool(e.target.value)}
              className="w-full min-w-0 sm:w-80"
              data-testid="bulk-school"
            >
              <option value="">{t('chooseSchool')}</option>
              {(options.data?.schools ?? []).map((s) => (
                <option key={s.name} value={s.name}>
                  {t('schoolOption', { name: s.name, count: formatCount(s.students, locale) })}
                </option>
              ))}
            </Select>
          ) : null}
        </div>
      </fieldset>
      {failure && !confirming ? (
        <Alert title={t('failed')} requestId={failure instanceof ActionQueryError ? failure.requestId : null}>
          <FailureText failure={failure} />
        </Alert>
      ) : null}
      <GatedButton
        operation="updateStudent"
        organization="core"
        disabled={!ready || preview.isPending}
        onClick={() => preview.mutate()}
        data-testid="bulk-activate"
      >
        {preview.isPending ? t('counting') : t('start')}
      </GatedButton>
      {counted ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) start.reset();
          }}
          title={t('confirmTitle', { n: counted.count, organization: orgName })}
          description={t('confirmDescription', { organization: orgName })}
          confirmLabel={t('confirm')}
          pendingLabel={t('confirming')}
          pending={start.isPending || start.isSuccess}
          onConfirm={() => start.mutate()}
          error={
            start.error ? (
              <Alert
                title={t('failed')}
                requestId={start.error instanceof ActionQueryError ? start.error.requestId : null}
              >
                <FailureText failure={start.error} />
              </Alert>
            ) : counted.count === 0 ? (
              <Alert tone="warning">{t('none')}</Alert>
            ) : counted.tooMany ? (
              <Alert tone="warning">{t('tooMany', { max: formatCount(10_000, locale) })}</Alert>
            ) : null
          }
        >
          <p data-testid="bulk-confirm-already">{t('confirmAlready', { n: counted.alreadyActivated })}</p>
          <p>{t('confirmPace')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
