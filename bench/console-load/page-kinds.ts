import { asciiFold } from '@/server/sandbox/students/seed/seed-names';
import type { SiteTargets } from './site-targets';

/** The pages people open, by kind (the routes under app/(console)). */
export const pageKinds = [
  'home',
  'students-list',
  'students-by-email',
  'student',
  'available-exams',
  'applications',
  'group-challenges',
  'group',
  'students-search',
] as const;
export type PageKind = (typeof pageKinds)[number];

export type Random = () => number;

/** A small seeded generator (mulberry32), so that each person browses the same way in both runs. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], random: Random): T | undefined =>
  items[Math.floor(random() * items.length)];

/** A URL of the kind for someone who may open `targets`; undefined when they have nothing of that kind. */
export function urlOf(kind: PageKind, targets: SiteTargets, random: Random): string | undefined {
  const student = pick(targets.students, random);
  switch (kind) {
    case 'home':
      return '/';
    case 'students-list': {
      const page = 1 + Math.floor(random() * 3);
      return page === 1 ? '/students' : `/students?page=${page}`;
    }
    case 'students-by-email':
      return student && `/students?email=${encodeURIComponent(student.email)}`;
    case 'student':
      return student && `/students/${student.id}`;
    case 'available-exams': {
      const signedIn = targets.students.filter((s) => s.signedIn.length > 0);
      const chosen = pick(signedIn, random);
      return chosen && `/exams/${pick(chosen.signedIn, random)}/available/${chosen.id}`;
    }
    case 'applications':
      return `/applications?organization=${pick(targets.organizations, random)}`;
    case 'group-challenges':
      return '/group-challenges';
    case 'group':
      return pick(targets.groups, random)?.path;
    case 'students-search':
      return student && `/students?q=${encodeURIComponent(asciiFold(student.lastName).slice(0, 5))}`;
  }
}

/** A kind at random (each as likely) with a URL this person may open. */
export function nextView(targets: SiteTargets, random: Random): { kind: PageKind; url: string } {
  for (;;) {
    const kind = pick(pageKinds, random)!;
    const url = urlOf(kind, targets, random);
    if (url) return { kind, url };
  }
}
