import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormat } from '@/components/ui/use-format';
import {
  isActivityKind,
  isPersonRole,
  stateTone,
  unknownStateLabel,
  type StateKind,
  type StateLabel,
} from '@/lib/group-challenges/labels';
import type { PersonName } from '@/lib/group-challenges/person';
import { readSubmitFailure, type SubmitFailure } from '@/lib/group-challenges/submit-outcome';

/** States, people, activity and submit refusals of group challenges in the reader's language. */
export function useChallengeWords() {
  const t = useTranslations('challengeStates');
  const reasons = useTranslations('challengeReasons');
  const format = useFormat();
  return useMemo(() => {
    type Key = Parameters<typeof t>[0];
    const state = (kind: StateKind, value: string): StateLabel => {
      const tone = stateTone(kind, value);
      if (!tone) return unknownStateLabel(value);
      const hint = `${kind}.${value}.hint` as Key;
      return { label: t(`${kind}.${value}.label` as Key), tone, ...(t.has(hint) ? { hint: t(hint) } : {}) };
    };
    const person = (name: PersonName | null): string => {
      if (!name) return '';
      if (name.kind === 'name') return name.name;
      if (name.kind === 'yourAccount')
        return name.forStudent ? t('yourAccountFor', { name: name.forStudent }) : t('yourAccount');
      return isPersonRole(name.role)
        ? t(`roles.${name.role}`)
        : t('roles.other', { role: name.role.replaceAll('_', ' ') });
    };
    const activity = (kind: string) => (isActivityKind(kind) ? t(`activity.${kind}`) : kind.replaceAll('_', ' '));
    /** A refused submit: a short title and what happened and what to do, with the facts the API gave. */
    const refusal = (failure: SubmitFailure): { title: string; message: string } => {
      const read = readSubmitFailure(failure);
      if (read.kind === 'message') return { title: reasons('notThrough'), message: failure.message };
      if (!read.reason)
        return { title: reasons('unknownTitle'), message: reasons('unknown', { reason: read.unknownReason ?? '' }) };
      const facts = read.window
        ? reasons('windowFacts', { start: format.dateTime(read.window.start), end: format.dateTime(read.window.end) })
        : read.steps
          ? reasons('stepsFacts', {
              submitted: read.steps.submitted,
              total: read.steps.total,
              left: read.steps.total - read.steps.submitted,
            })
          : null;
      const explanation = reasons(`${read.reason}.explanation`);
      return { title: reasons(`${read.reason}.title`), message: facts ? `${explanation} ${facts}` : explanation };
    };
    return { state, person, activity, refusal };
  }, [t, reasons, format]);
}
