import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { describeExam, type ExamDirectory } from '@/lib/exams/describe';
import { gradeRange } from '@/lib/exams/grades';
import { priceLabel } from '@/lib/exams/price';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { SittingTime } from './sitting-time';
import { useExamNames, usePriceWords } from './use-exam-words';

export interface NameLists {
  grades: ReadonlyMap<string, string>;
  countries: ReadonlyMap<string, string>;
}

export function PriceBadge({ price }: { price: number | undefined }) {
  const label = priceLabel(price, usePriceWords());
  return (
    <Badge tone={label.kind === 'free' ? 'success' : label.kind === 'priced' ? 'info' : 'neutral'}>{label.text}</Badge>
  );
}

/** The facts of one exam record as a definition list; ids no source names are shown as ids. */
export function ExamFacts({
  exam,
  categories,
  directory,
  names,
}: {
  exam: Exam;
  categories: ExamCategory[];
  directory: ExamDirectory;
  names?: NameLists;
}) {
  const t = useTranslations('exams');
  const d = describeExam(exam, categories, directory, useExamNames());
  const countries = exam.countries?.length
    ? exam.countries.map((id) => names?.countries.get(id) ?? id).join(', ')
    : t('everyCountry');
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm [&_dd]:break-words">
      <dt className="text-slate-600">{t('sitting')}</dt>
      <dd>
        <span className="font-medium">{d.sittingName}</span>
        {d.makeUp ? (
          <Badge tone="warning" className="ml-2">
            {t('makeUp')}
          </Badge>
        ) : null}
        {d.sitting ? (
          <div>
            <SittingTime sitting={d.sitting} />
          </div>
        ) : (
          <div className="text-xs text-slate-600">{t('sittingDateUnknown')}</div>
        )}
      </dd>
      <dt className="text-slate-600">{t('language')}</dt>
      <dd>{d.language}</dd>
      <dt className="text-slate-600">{t('grades')}</dt>
      <dd>{exam.grades?.length ? gradeRange(exam.grades, names?.grades ?? new Map()) : t('gradesNone')}</dd>
      <dt className="text-slate-600">{t('countries')}</dt>
      <dd>{countries}</dd>
      <dt className="text-slate-600">{t('price')}</dt>
      <dd>
        <PriceBadge price={exam.price} />
      </dd>
      <dt className="text-slate-600">{t('duration')}</dt>
      <dd>{exam.duration !== undefined ? t('durationValue', { duration: exam.duration }) : t('durationNone')}</dd>
    </dl>
  );
}
