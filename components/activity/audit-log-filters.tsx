import Form from 'next/form';
import Link from 'next/link';
import { activityHref, defaultPageSize, type AuditLogFilters } from '@/lib/activity/activity-filters';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FilterField } from './filter-field';

/** Filters of the audit log; submitting navigates to the URL with them (page back to 1). Works without script. */
export function AuditLogFiltersForm({ filters }: { filters: AuditLogFilters }) {
  return (
    <Form
      action="/activity"
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      key={JSON.stringify(filters)}
    >
      <input type="hidden" name="tab" value="audit" />
      {filters.limit !== defaultPageSize ? <input type="hidden" name="limit" value={filters.limit} /> : null}
      <FilterField id="al-user" label="User e-mail contains">
        <Input id="al-user" name="user" type="search" defaultValue={filters.user ?? ''} placeholder="e.g. admin@" />
      </FilterField>
      <FilterField id="al-action" label="Action contains">
        <Input
          id="al-action"
          name="action"
          type="search"
          defaultValue={filters.action ?? ''}
          placeholder="e.g. student.update"
        />
      </FilterField>
      <FilterField id="al-from" label="From (UTC day)">
        <Input id="al-from" name="from" type="date" defaultValue={filters.from ?? ''} />
      </FilterField>
      <FilterField id="al-to" label="To (UTC day)">
        <Input id="al-to" name="to" type="date" defaultValue={filters.to ?? ''} />
      </FilterField>
      <div className="flex gap-2 max-sm:col-span-2">
        <Button type="submit">Apply</Button>
        <Link href={activityHref('audit')} className={buttonVariants({ variant: 'ghost' })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
