import 'server-only';
import { partner } from '@/server/partner';

/** Grades and countries as `{ _id, name }`, from the client's reference cache (spec §4.2). */
export interface NamedRef {
  _id: string;
  name: string;
}

async function all<T extends NamedRef>(
  load: (page: number) => Promise<{ data: T[]; pagination: { totalPages: number } }>,
): Promise<NamedRef[]> {
  const first = await load(1);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.pagination.totalPages, 10) - 1 }, (_, i) => load(i + 2)),
  );
  return [first, ...rest].flatMap((p) => p.data.map((r) => ({ _id: r._id, name: r.name })));
}

export async function loadGradesAndCountries(): Promise<{ grades: NamedRef[]; countries: NamedRef[] }> {
  const [grades, countries] = await Promise.all([
    all((page) => partner.listGrades({ page, limit: 100 })),
    all((page) => partner.listCountries({ page, limit: 100 })),
  ]);
  return { grades, countries };
}
