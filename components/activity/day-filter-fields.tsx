import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { toFormDay } from '@/lib/activity/activity-filters';
import { FilterField } from './filter-field';

/** From and To of a log's filters: UTC days typed DD/MM/YYYY, as every form of the console writes a day. */
export function DayFilterFields({ idPrefix, from, to }: { idPrefix: string; from?: string; to?: string }) {
  const t = useTranslations('activityPage');
  const dayFormat = useTranslations('registerStudent')('birthPlaceholder');
  return (
    <>
      {(
        [
          ['from', 'fromDay', from],
          ['to', 'toDay', to],
        ] as const
      ).map(([name, label, value]) => (
        <FilterField key={name} id={`${idPrefix}-${name}`} label={t(label)}>
          <Input
            id={`${idPrefix}-${name}`}
            name={name}
            inputMode="numeric"
            defaultValue={toFormDay(value)}
            placeholder={dayFormat}
          />
        </FilterField>
      ))}
    </>
  );
}
