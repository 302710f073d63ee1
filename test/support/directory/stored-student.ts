import 'server-only';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';

/** A student record as the mirror stores it (resolved school and grade), for storage tests of what pages count. */
export function storedStudent(
  id: string,
  school: string,
  createdAt: number | string,
  platforms: string[] = ['stem'],
): ResolvedStudent {
  const at = new Date(createdAt).toISOString();
  return {
    _id: id,
    username: `GE${id}`,
    firstName: `First${id}`,
    lastName: 'Beridze',
    fullName: `First${id} Beridze`,
    email: `${id}@example.test`,
    emailConfirmed: false,
    activatedPlatformsThisSeason: platforms,
    createdAt: at,
    updatedAt: at,
    school: { _id: `s-${school}`, name: school },
    grade: { _id: 'g7', name: '7' },
    city: null,
    country: null,
  } as unknown as ResolvedStudent;
}
