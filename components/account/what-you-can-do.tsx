import { CheckIcon, MinusIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Ability } from '@/lib/account/abilities';

/** A coordinator's view of the partner account's permissions: what they can do, and where, in words. */
export function WhatYouCanDo({ abilities, schools }: { abilities: Ability[]; schools: string[] }) {
  const t = useTranslations('account');
  const labels = useTranslations('abilities');
  /** `A`, `A and B`, `A, B and C`. */
  const listOf = (names: string[]) =>
    names.length <= 1
      ? (names[0] ?? '')
      : t('listAnd', { rest: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
  return (
    <Card data-testid="what-you-can-do">
      <CardHeader>
        <CardTitle>{t('whatYouCanDo')}</CardTitle>
        <CardDescription>
          {t(schools.length === 0 ? 'onceAssigned' : schools.length === 1 ? 'withYourSchool' : 'withYourSchools')}{' '}
          {t('accountDecides')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100 text-sm">
          {abilities.map((ability) => {
            const allowed = ability.everywhere || ability.onlyIn.length > 0;
            return (
              <li
                key={ability.permission}
                className="flex items-start gap-3 py-2"
                data-allowed={allowed ? 'true' : 'false'}
              >
                {allowed ? (
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
                ) : (
                  <MinusIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                )}
                <div>
                  <span className={allowed ? 'text-slate-900' : 'text-slate-600'}>{labels(ability.permission)}</span>
                  <p className="text-xs text-slate-600">
                    {ability.everywhere
                      ? t('yes')
                      : allowed
                        ? t('onlyIn', { organizations: listOf(ability.onlyIn) })
                        : t('notAllowed')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
