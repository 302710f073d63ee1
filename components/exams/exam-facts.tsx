import { Badge } from '@/components/ui/badge';
import { describeExam, type ExamDirectory } from '@/lib/exams/describe';
import { gradeRange } from '@/lib/exams/grades';
import { priceLabel } from '@/lib/exams/price';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { SittingTime } from './sitting-time';

export interface NameLists {
  grades: ReadonlyMap<string, string>;
  countries: ReadonlyMap<string, string>;
}

export function PriceBadge({ price }: { price: number | undefined }) {
  const label = priceLabel(price);
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
  const d = describeExam(exam, categories, directory);
  const countries = exam.countries?.length
    ? exam.countries.map((id) => names?.countries.get(id) ?? id).join(', ')
    : 'Every country';
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm [&_dd]:break-words">
      <dt className="text-slate-600">Sitting</dt>
      <dd>
        <span className="font-medium">{d.sittingName}</span>
        {d.makeUp ? (
          <Badge tone="warning" className="ml-2">
            Make-up
          </Badge>
        ) : null}
        {d.sitting ? (
          <div>
            <SittingTime sitting={d.sitting} />
          </div>
        ) : (
          <div className="text-xs text-slate-600">
            The API gives this sitting’s date only in a student’s available exams; none read so far named it.
          </div>
        )}
      </dd>
      <dt className="text-slate-600">Language</dt>
      <dd>{d.language}</dd>
      <dt className="text-slate-600">Grades</dt>
      <dd>{exam.grades?.length ? gradeRange(exam.grades, names?.grades ?? new Map()) : 'none'}</dd>
      <dt className="text-slate-600">Countries</dt>
      <dd>{countries}</dd>
      <dt className="text-slate-600">Price</dt>
      <dd>
        <PriceBadge price={exam.price} />
      </dd>
      <dt className="text-slate-600">Duration</dt>
      <dd>{exam.duration !== undefined ? `${exam.duration} (the API does not state the unit)` : 'not given'}</dd>
    </dl>
  );
}
