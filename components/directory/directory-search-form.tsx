import Form from 'next/form';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { FilterField } from '@/components/activity/filter-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { defaultDirectoryPageSize, directoryPageSizes, type DirectoryQuery } from '@/lib/directory/search-params';
import { organizationSlugs } from '@/lib/partner-api/organization-slugs';
import { Choice } from './choice';
import { OrganizationSignInFilters } from './organization-sign-in-filters';

export interface OrganizationChoice {
  slug: string;
  name: string;
}

export interface DirectoryFacetsView {
  schools: string[];
  cities: string[];
  grades: string[];
}

const platforms = ['common', ...organizationSlugs];

/** The search box and filters; submitting navigates to the URL with them (page back to 1). Works without script. */
export function DirectorySearchForm({
  query,
  facets,
  organizations,
}: {
  query: DirectoryQuery;
  facets: DirectoryFacetsView;
  organizations: OrganizationChoice[];
}) {
  const t = useTranslations('students');
  const orgChoices = organizations.length
    ? organizations.map((o) => ({ value: o.slug, label: o.name }))
    : organizationSlugs.map((slug) => ({ value: slug, label: slug }));
  return (
    <Form
      action="/students"
      role="search"
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 xl:grid-cols-6"
      key={JSON.stringify(query)}
    >
      {query.sort !== 'name' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="col-span-2">
        <FilterField id="dir-q" label={t('searchLabel')}>
          <Input
            id="dir-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
          />
        </FilterField>
      </div>
      <Choice
        id="dir-school"
        name="school"
        label={t('school')}
        any={t('anySchool')}
        value={query.school}
        options={facets.schools}
      />
      <Choice
        id="dir-city"
        name="city"
        label={t('city')}
        any={t('anyCity')}
        value={query.city}
        options={facets.cities}
      />
      <Choice
        id="dir-grade"
        name="grade"
        label={t('grade')}
        any={t('anyGrade')}
        value={query.grade}
        options={facets.grades}
      />
      <Choice
        id="dir-platform"
        name="platform"
        label={t('platform')}
        any={t('any')}
        value={query.platform}
        options={platforms}
      />
      <OrganizationSignInFilters org={query.org} signedIn={query.signedIn} any={t('any')} organizations={orgChoices} />
      <div className="col-span-2 flex items-end gap-2 md:col-span-4 xl:col-span-2">
        <Select aria-label={t('rowsPerPage')} name="limit" defaultValue={String(query.limit)} className="w-24">
          {directoryPageSizes.map((n) => (
            <option key={n} value={n === defaultDirectoryPageSize ? '' : n}>
              {n}
            </option>
          ))}
        </Select>
        <Button type="submit">{t('search')}</Button>
        <Link href="/students" className={buttonVariants({ variant: 'ghost' })}>
          {t('clear')}
        </Link>
      </div>
    </Form>
  );
}
