import { useTranslations } from 'next-intl';
import { LocalTime } from '@/components/ui/local-time';
import type { AccountCoverage } from '@/lib/home/home-view';

/**
 * How much of the account a list built from the console's copy covers, while the first read of the account is
 * under way (or when the background reader is off); nothing once a whole read has completed.
 */
export function CoverageNote({ coverage }: { coverage: AccountCoverage }) {
  const t = useTranslations('home');
  if (coverage.complete) return null;
  return (
    <p className="font-medium text-amber-900" data-testid="home-coverage">
      {coverage.off
        ? t('coverageOff')
        : coverage.studentsPage
          ? t('coverageStudents', {
              page: coverage.studentsPage.page,
              pages: coverage.studentsPage.totalPages ?? coverage.studentsPage.page,
            })
          : coverage.organizations
            ? t('coverageOrganizations', { checked: coverage.organizationsChecked, total: coverage.organizations })
            : t('coverageStarting')}
    </p>
  );
}

/** What a list says when it found nothing: an all-clear only once the console has looked at every student. */
export function useEmptyWords(coverage: AccountCoverage) {
  const t = useTranslations('home');
  return (allClear: string) => (coverage.complete ? allClear : t('notLookedYet'));
}

/** "As of" of a whole read of the account, for a list's footer. */
export function CoverageAsOf({ coverage }: { coverage: AccountCoverage }) {
  const t = useTranslations('home');
  if (!coverage.complete || !coverage.lastCompletedAt) return null;
  const at = coverage.lastCompletedAt;
  return <span>{t.rich('coverageAsOf', { time: () => <LocalTime value={at} /> })}</span>;
}
