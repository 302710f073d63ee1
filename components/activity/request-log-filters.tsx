import { useTranslations } from 'next-intl';
import Form from 'next/form';
import { Link } from '@/components/ui/link';
import type { RequestLogFilters } from '@/lib/activity/activity-filters';
import { activityHref, defaultPageSize } from '@/lib/activity/activity-href';
import { operationIds } from '@/lib/partner-api/operations';
import { Button, buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { DayFilterFields } from './day-filter-fields';
import { FilterField, TextFilterField } from './filter-field';

const statusOptions = [
  ['', 'statusAny'],
  ['2xx', 'status2xx'],
  ['4xx', 'status4xx'],
  ['5xx', 'status5xx'],
  ['none', 'statusNone'],
  ['400', 'status400'],
  ['401', 'status401'],
  ['403', 'status403'],
  ['404', 'status404'],
  ['409', 'status409'],
  ['429', 'status429'],
  ['500', 'status500'],
  ['503', 'status503'],
] as const;

/** Filters of the request log; submitting navigates to the URL with them (page back to 1). Works without script. */
export function RequestLogFiltersForm({ filters }: { filters: RequestLogFilters }) {
  const t = useTranslations('activityPage');
  const status = filters.status ?? '';
  const known: Array<[string, string]> = statusOptions.map(([value, key]) => [value, t(key)]);
  const options = known.some(([v]) => v === status) ? known : [...known, [status, status] as [string, string]];
  return (
    <Form
      action="/activity"
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-4"
      key={JSON.stringify(filters)}
    >
      {filters.limit !== defaultPageSize ? <input type="hidden" name="limit" value={filters.limit} /> : null}
      {/* Its choices are the longest words of the filters: the whole row on a phone. */}
      <FilterField id="rl-calls" label={t('calls')} className="max-sm:col-span-2">
        <Select id="rl-calls" name="calls" defaultValue={filters.calls === 'people' ? '' : filters.calls}>
          <option value="">{t('callsPeople')}</option>
          <option value="background">{t('callsBackground')}</option>
          <option value="all">{t('callsAll')}</option>
        </Select>
      </FilterField>
      <FilterField id="rl-operation" label={t('operation')}>
        <Select id="rl-operation" name="operation" defaultValue={filters.operation ?? ''}>
          <option value="">{t('anyOperation')}</option>
          {operationIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="rl-status" label={t('status')}>
        <Select id="rl-status" name="status" defaultValue={status}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FilterField>
      <TextFilterField
        id="rl-user"
        name="user"
        label={t('userContains')}
        value={filters.user}
        placeholder={t('example', { value: 'support@' })}
      />
      <TextFilterField
        id="rl-request-id"
        name="requestId"
        label={t('requestIdIs')}
        value={filters.requestId}
        placeholder={t('example', { value: 'pc-…' })}
      />
      <TextFilterField
        id="rl-student"
        name="student"
        label={t('studentIs')}
        value={filters.student}
        placeholder={t('studentExample')}
      />
      <DayFilterFields idPrefix="rl" from={filters.from} to={filters.to} />
      <div className="flex gap-2 max-sm:col-span-2">
        <Button type="submit">{t('apply')}</Button>
        <Link href={activityHref('requests')} className={buttonVariants({ variant: 'ghost' })}>
          {t('clear')}
        </Link>
      </div>
    </Form>
  );
}
