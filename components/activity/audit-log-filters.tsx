import { useTranslations } from 'next-intl';
import Form from 'next/form';
import { Link } from '@/components/ui/link';
import type { AuditLogFilters } from '@/lib/activity/activity-filters';
import { activityHref, defaultPageSize } from '@/lib/activity/activity-href';
import { Button, buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { auditActionIds, isAuditActionId } from '@/lib/activity/audit-words';
import { DayFilterFields } from './day-filter-fields';
import { FilterField, TextFilterField } from './filter-field';

/** Filters of the audit log; submitting navigates to the URL with them (page back to 1). Works without script. */
export function AuditLogFiltersForm({ filters }: { filters: AuditLogFilters }) {
  const t = useTranslations('activityPage');
  const words = useTranslations('auditLog');
  return (
    <Form
      action="/activity"
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      key={JSON.stringify(filters)}
    >
      <input type="hidden" name="tab" value="audit" />
      {filters.limit !== defaultPageSize ? <input type="hidden" name="limit" value={filters.limit} /> : null}
      <TextFilterField
        id="al-user"
        name="user"
        label={t('userContains')}
        value={filters.user}
        placeholder={t('example', { value: 'admin@' })}
      />
      <FilterField id="al-action" label={t('action')}>
        <Select id="al-action" name="action" defaultValue={filters.action ?? ''}>
          <option value="">{words('actionAny')}</option>
          {filters.action && !isAuditActionId(filters.action) ? (
            <option value={filters.action}>{filters.action}</option>
          ) : null}
          {auditActionIds.map((id) => (
            <option key={id} value={id}>
              {words(`actions.${id}`)}
            </option>
          ))}
        </Select>
      </FilterField>
      <DayFilterFields idPrefix="al" from={filters.from} to={filters.to} />
      <div className="flex gap-2 max-sm:col-span-2">
        <Button type="submit">{t('apply')}</Button>
        <Link href={activityHref('audit')} className={buttonVariants({ variant: 'ghost' })}>
          {t('clear')}
        </Link>
      </div>
    </Form>
  );
}
