import 'server-only';
import { isNotNull } from 'drizzle-orm';
import { foldText } from '@/lib/directory/fold';
import type { TemplateLists, TemplateNote } from '@/lib/spreadsheet/template';
import type { ConsoleUser } from '@/server/auth/roles';
import { explainPartnerError } from '@/server/action-runner/explain-partner-error';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { studentScopeFor } from '@/server/access/scope';
import { isPartnerApiError, runAsActor } from '@/server/partner';
import { listAllCountries, listAllGrades } from '@/server/reference/reference-names';

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

async function apiNames(
  list: 'countries' | 'grades',
  read: () => Promise<{ name: string }[]>,
  notes: TemplateNote[],
): Promise<string[]> {
  try {
    return (await read()).map((r) => r.name).sort(byName);
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    notes.push({ code: 'listUnread', list, say: explainPartnerError(error).say, requestId: error.requestId });
    return [];
  }
}

/**
 * The template's lists: the API's countries and grades; the cities and schools of the students the
 * console's directory holds (the API lists neither). A coordinator gets their own schools only, and the
 * cities where the directory has seen them.
 */
export async function loadTemplateLists(db: Db, user: ConsoleUser): Promise<TemplateLists> {
  const notes: TemplateNote[] = [];
  const [countries, grades, places] = await runAsActor({ id: user.id, email: user.email }, () =>
    Promise.all([
      apiNames('countries', listAllCountries, notes),
      apiNames('grades', listAllGrades, notes),
      db.selectDistinct({ school: t.schoolName, city: t.cityName }).from(t).where(isNotNull(t.schoolName)),
    ]),
  );
  const scope = studentScopeFor(user);
  const own = scope ? new Set(scope.map(foldText)) : null;
  const seen = own ? places.filter((p) => own.has(foldText(p.school!))) : places;
  const schools = scope ?? seen.map((p) => p.school!);
  const cities = seen.map((p) => p.city).filter((c): c is string => Boolean(c));
  notes.unshift({ code: 'whereFrom', scoped: scope !== null }, { code: 'keepHeader' });
  return {
    countries,
    grades,
    cities: [...new Set(cities)].sort(byName),
    schools: [...new Set(schools)].sort(byName),
    notes,
  };
}
