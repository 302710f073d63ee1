import 'server-only';
import { examNamingFor } from '@/lib/exams/exam-naming';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { examDirectory } from '@/server/exams/exam-directory';
import { loadCategories } from '@/server/exams/queries';

/**
 * A card with what names its applications' exams: the categories (reference data, held in memory) and the
 * sittings and languages trees have named (stored). The page words each exam in its reader's language. The
 * names are added as the card is shown, never stored with it, so a later tree can name what this one could not.
 */
export async function withExamNaming(card: StudentOrganizationCard): Promise<StudentOrganizationCard> {
  const exams = (card.applications?.ok ? card.applications.data.items : []).flatMap((a) => (a.exam ? [a.exam] : []));
  if (exams.length === 0) return card;
  const categories = await loadCategories(card.organization._id).catch(() => []);
  const directory = await examDirectory(card.organization._id);
  return { ...card, examNaming: examNamingFor(exams, categories, directory) };
}
