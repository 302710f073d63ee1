import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ExamNameWords } from '@/lib/exams/describe';
import { formatDateTime } from '@/lib/format/date-time';
import type { PriceWords } from '@/lib/exams/price';

type Translator<N extends 'examNames' | 'prices'> = ReturnType<typeof useTranslations<N>>;

/** What to call an exam's unnamed parts, from a `examNames` translator (a hook's or getTranslations'). */
export function examNamesFrom(t: Translator<'examNames'>, locale: string): ExamNameWords {
  return {
    categoryUnnamed: t('categoryUnnamed'),
    noCategory: t('noCategory'),
    sittingOf: (date, timeZone) => t('sittingOf', { date: formatDateTime(date, { locale, timeZone }) }),
    sittingUnnamed: t('sittingUnnamed'),
    noSitting: t('noSitting'),
    languageUnnamed: t('languageUnnamed'),
    noLanguage: t('noLanguage'),
  };
}

export function useExamNames(): ExamNameWords {
  const t = useTranslations('examNames');
  const locale = useLocale();
  return useMemo(() => examNamesFrom(t, locale), [t, locale]);
}

export function usePriceWords(): PriceWords {
  const t = useTranslations('prices');
  return useMemo(
    () => ({
      free: t('free'),
      notPriced: t('notPriced'),
      priced: (amount) => t('priced', { amount }),
      noPayment: t('noPayment'),
      paymentMissing: t('paymentMissing'),
      payment: (status, amount) => {
        const word = t('status', { status });
        return amount === null ? t('paymentFree', { status: word }) : t('paymentAmount', { status: word, amount });
      },
    }),
    [t],
  );
}
