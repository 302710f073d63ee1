import Form from 'next/form';
import Link from 'next/link';
import { FilterField } from '@/components/activity/filter-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { defaultDirectoryPageSize, directoryPageSizes, type DirectoryQuery } from '@/lib/directory/search-params';
import { organizationSlugs } from '@/lib/partner-api/schemas/reference';

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

function Choice({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value?: string;
  options: readonly (string | { value: string; label: string })[];
}) {
  const choices = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  const list = value && !choices.some((c) => c.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <FilterField id={id} label={label}>
      <Select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

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
        <FilterField id="dir-q" label="Name, username or e-mail">
          <Input
            id="dir-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder='e.g. maria, GE1234, grade:7 school:"…"'
            autoComplete="off"
          />
        </FilterField>
      </div>
      <Choice
        id="dir-school"
        name="school"
        label="School"
        any="Any school"
        value={query.school}
        options={facets.schools}
      />
      <Choice id="dir-city" name="city" label="City" any="Any city" value={query.city} options={facets.cities} />
      <Choice id="dir-grade" name="grade" label="Grade" any="Any grade" value={query.grade} options={facets.grades} />
      <Choice
        id="dir-platform"
        name="platform"
        label="Activated platform"
        any="Any"
        value={query.platform}
        options={platforms}
      />
      <Choice id="dir-org" name="org" label="Organization" any="Any" value={query.org} options={orgChoices} />
      <FilterField id="dir-signed-in" label="Signed in there">
        <Select id="dir-signed-in" name="signedIn" defaultValue={query.signedIn === 'no' ? 'no' : ''}>
          <option value="">Yes</option>
          <option value="no">Not yet</option>
        </Select>
      </FilterField>
      <div className="col-span-2 flex items-end gap-2 md:col-span-4 xl:col-span-2">
        <Select aria-label="Rows per page" name="limit" defaultValue={String(query.limit)} className="w-24">
          {directoryPageSizes.map((n) => (
            <option key={n} value={n === defaultDirectoryPageSize ? '' : n}>
              {n}
            </option>
          ))}
        </Select>
        <Button type="submit">Search</Button>
        <Link href="/students" className={buttonVariants({ variant: 'ghost' })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
