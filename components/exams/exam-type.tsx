import { useTranslations } from 'next-intl';

const known = { individual: 'individual', group: 'group' } as const;

/**
 * An exam's type (spec §2 `examType`, whose values the spec does not list): a type the console knows in the reader's
 * words; another one as the API wrote it, marked as the API's.
 */
export function ExamType({ type }: { type: string }) {
  const t = useTranslations('examTypes');
  if (Object.hasOwn(known, type)) return <span data-testid="exam-type">{t(known[type as keyof typeof known])}</span>;
  return (
    <span data-testid="exam-type" translate="no">
      {type}
    </span>
  );
}
