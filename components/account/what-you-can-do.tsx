import { CheckIcon, MinusIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Ability } from '@/lib/account/abilities';

/** A coordinator's view of the partner account's permissions: what they can do, and where, in words. */
export function WhatYouCanDo({ abilities, schools }: { abilities: Ability[]; schools: string[] }) {
  return (
    <Card data-testid="what-you-can-do">
      <CardHeader>
        <CardTitle>What you can do</CardTitle>
        <CardDescription>
          {schools.length
            ? `With the students of ${schools.length === 1 ? 'your school' : 'your schools'} only.`
            : 'Once an administrator assigns you a school, with its students only.'}{' '}
          What the partner account allows decides the rest; the console shows anything else disabled, with the reason.
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
                  <span className={allowed ? 'text-slate-900' : 'text-slate-600'}>{ability.label}</span>
                  <p className="text-xs text-slate-600">
                    {ability.everywhere
                      ? 'Yes'
                      : allowed
                        ? `Only in ${listOf(ability.onlyIn)}`
                        : 'Not allowed for this partner account: ask your console administrator if you need it.'}
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

/** `A`, `A and B`, `A, B and C`. */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
