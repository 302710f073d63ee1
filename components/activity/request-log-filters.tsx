import Form from 'next/form';
import Link from 'next/link';
import { activityHref, defaultPageSize, type RequestLogFilters } from '@/lib/activity/activity-filters';
import { operationIds } from '@/lib/partner-api/operations';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FilterField } from './filter-field';

const statusOptions: ReadonlyArray<[string, string]> = [
  ['', 'Any status'],
  ['2xx', '2xx: done'],
  ['4xx', '4xx: refused'],
  ['5xx', '5xx: API failure'],
  ['none', 'No answer (network, timeout)'],
  ['400', '400 bad request'],
  ['401', '401 unauthorized'],
  ['403', '403 forbidden'],
  ['404', '404 not found'],
  ['409', '409 conflict'],
  ['429', '429 too many requests'],
  ['500', '500 internal error'],
  ['503', '503 unavailable'],
];

/** Filters of the request log; submitting navigates to the URL with them (page back to 1). Works without script. */
export function RequestLogFiltersForm({ filters }: { filters: RequestLogFilters }) {
  const status = filters.status ?? '';
  const options = statusOptions.some(([v]) => v === status)
    ? statusOptions
    : [...statusOptions, [status, status] as [string, string]];
  return (
    <Form
      action="/activity"
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      key={JSON.stringify(filters)}
    >
      {filters.limit !== defaultPageSize ? <input type="hidden" name="limit" value={filters.limit} /> : null}
      <FilterField id="rl-operation" label="Operation">
        <Select id="rl-operation" name="operation" defaultValue={filters.operation ?? ''}>
          <option value="">Any operation</option>
          {operationIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="rl-status" label="Status">
        <Select id="rl-status" name="status" defaultValue={status}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="rl-user" label="User e-mail contains">
        <Input id="rl-user" name="user" type="search" defaultValue={filters.user ?? ''} placeholder="e.g. support@" />
      </FilterField>
      <FilterField id="rl-from" label="From (UTC day)">
        <Input id="rl-from" name="from" type="date" defaultValue={filters.from ?? ''} />
      </FilterField>
      <FilterField id="rl-to" label="To (UTC day)">
        <Input id="rl-to" name="to" type="date" defaultValue={filters.to ?? ''} />
      </FilterField>
      <div className="flex gap-2 max-sm:col-span-2">
        <Button type="submit">Apply</Button>
        <Link href={activityHref('requests')} className={buttonVariants({ variant: 'ghost' })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
