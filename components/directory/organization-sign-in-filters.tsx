'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterField } from '@/components/activity/filter-field';
import { Select } from '@/components/ui/select';
import { Choice } from './choice';

/**
 * The organization filter and "Signed in there", which only means something once an organization is chosen:
 * until then it is disabled (so it sends nothing and claims no value) with a hint saying why. Without script the
 * page renders it from the URL: choosing an organization and searching enables it.
 */
export function OrganizationSignInFilters({
  org,
  signedIn,
  any,
  organizations,
}: {
  org: string | undefined;
  signedIn: 'yes' | 'no';
  any: string;
  organizations: { value: string; label: string }[];
}) {
  const t = useTranslations('students');
  const [chosen, setChosen] = useState(org ?? '');
  return (
    <>
      <Choice
        id="dir-org"
        name="org"
        label={t('organization')}
        any={any}
        value={org}
        options={organizations}
        onChange={setChosen}
      />
      <FilterField id="dir-signed-in" label={t('signedInThere')}>
        {chosen ? (
          <Select id="dir-signed-in" name="signedIn" defaultValue={signedIn === 'no' ? 'no' : ''}>
            <option value="">{t('yes')}</option>
            <option value="no">{t('notYet')}</option>
          </Select>
        ) : (
          <>
            <Select id="dir-signed-in" disabled aria-describedby="dir-signed-in-hint" defaultValue="">
              <option value="">—</option>
            </Select>
            <p id="dir-signed-in-hint" className="text-xs text-slate-600" data-testid="signed-in-hint">
              {t('signedInNeedsOrganization')}
            </p>
          </>
        )}
      </FilterField>
    </>
  );
}
