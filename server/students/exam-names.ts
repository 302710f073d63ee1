import 'server-only';
import { describeExam, examTitle } from '@/lib/exams/describe';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { examDirectory } from '@/server/exams/exam-directory';
import { loadCategories } from '@/server/exams/queries';

/**
 * A card with the name of each application's exam ("Mathematics · Autumn round · English"), from the
 * categories (reference data, held in memory) and the sittings and languages trees have named (stored). The names
 * are added as the card is shown, never stored with it, so a later tree can name what this one could not.
 */
export async function withExamNames(card: StudentOrganizationCard): Promise<StudentOrganizationCard> {
  const items = card.applications?.ok ? card.applications.data.items : [];
  if (items.length === 0) return card;
  const categories = await loadCategories(card.organization._id).catch(() => []);
  const directory = await examDirectory(card.organization._id);
  const examNames = Object.fromEntries(
    items.map((a) => [a._id, a.exam ? examTitle(describeExam(a.exam, categories, directory)) : 'exam removed']),
  );
  return { ...card, examNames };
}
