import type { Sandbox } from '../kernel/sandbox';
import { findCountryByIso2, organizationBySlug } from '../reference/reference-state';
import type { ExamsState, StoredSession } from './exams-state';
import type { SeedCatalog } from './seed-catalog-data';

const dayMs = 24 * 60 * 60 * 1000;

/** Sittings start at 09:00 UTC, which is 13:00 in Tbilisi (UTC+4, no daylight saving). */
function sittingDate(clockStart: Date, dayOffset: number): Date {
  const day0 = Date.UTC(clockStart.getUTCFullYear(), clockStart.getUTCMonth(), clockStart.getUTCDate());
  return new Date(day0 + dayOffset * dayMs + 9 * 60 * 60 * 1000);
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** Adds one organization's languages, categories, sittings and exams to `state`, in catalogue order. */
export function seedCatalog(sandbox: Sandbox, state: ExamsState, catalog: SeedCatalog): void {
  const organizationId = organizationBySlug(sandbox.state.reference, catalog.slug)._id;
  const start = sandbox.now();
  const at = start.toISOString();
  const stamp = { createdAt: at, updatedAt: at };

  const languageIds = new Map<string, string>();
  catalog.languages.forEach((language, index) => {
    const _id = sandbox.newId();
    languageIds.set(language.code, _id);
    state.languages.push({ _id, organizationId, name: language.name, code: language.code, order: index + 1, ...stamp });
  });

  const categoryIds = new Map<string, string>();
  catalog.categories.forEach((category, index) => {
    const _id = sandbox.newId();
    categoryIds.set(category.name, _id);
    state.categories.push({
      _id,
      organizationId,
      name: category.name,
      ...(category.altName ? { altName: category.altName } : {}),
      order: (index + 1) * 10,
      isActive: category.isActive,
      nonAcceptedReplacements: [],
      studyMaterialLinks: [
        `https://static.partner-sandbox.test/${catalog.slug}/${slugify(category.name)}/syllabus.pdf`,
      ],
      ...stamp,
    });
  });

  const sessionIds = new Map<string, string>();
  for (const sitting of catalog.sittings) {
    const _id = sandbox.newId();
    sessionIds.set(sitting.key, _id);
    const date = sittingDate(start, sitting.dayOffset);
    const session: StoredSession = {
      _id,
      organizationId,
      sessionName: sitting.sessionName,
      date: date.toISOString(),
      startTime: '13:00',
      tz: 'Asia/Tbilisi',
      sessionAlias: slugify(sitting.sessionName),
      sessionNote: sitting.makeUpOf ? 'Make-up sitting: applications are removed 6 hours after they are made.' : '',
      enableSimulation: sitting.simulation === true,
      ...stamp,
    };
    if (sitting.simulation) {
      session.simulationDate = new Date(date.getTime() - 3 * dayMs).toISOString();
      session.simulationEndDate = new Date(date.getTime() - 2 * dayMs).toISOString();
    }
    const related = sitting.makeUpOf ? sessionIds.get(sitting.makeUpOf) : undefined;
    if (related) session.relatedSession = related;
    state.sessions.push(session);
  }

  const grades = sandbox.state.reference.grades;
  for (const exam of catalog.exams) {
    const [low, high] = exam.grades;
    const countries = (exam.countries ?? []).flatMap((iso2) => {
      const country = findCountryByIso2(sandbox.state.reference, iso2);
      return country ? [country._id] : [];
    });
    state.exams.push({
      _id: sandbox.newId(),
      organizationId,
      session: sessionIds.get(exam.sitting) ?? '',
      category: categoryIds.get(exam.category) ?? '',
      language: languageIds.get(exam.language) ?? '',
      grades: grades.filter((g) => Number(g.name) >= low && Number(g.name) <= high).map((g) => g._id),
      countries,
      examType: 'individual',
      examTime: 90,
      duration: 90,
      questionCount: 30,
      ...(exam.price === undefined ? {} : { price: exam.price }),
      preventApplication: exam.preventApplication === true,
      ...stamp,
    });
  }
}
