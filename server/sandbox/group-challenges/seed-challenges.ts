import type { Sandbox } from '../kernel/sandbox';
import type { ChallengeStatus, StoredChallenge } from './challenges-state';
import { findGradeByName } from './grades';

const day = 86_400_000;

interface ChallengeSeed {
  slug: 'stem' | 'hilingua';
  title: string;
  status: ChallengeStatus;
  /** Window relative to the sandbox clock at seeding, in days. */
  window: [number, number];
  gradeGroups: Array<{ label: string; grades: string[] }>;
  steps: string[];
}

const gradeGroups = [
  { label: 'Grades 5-6', grades: ['5', '6'] },
  { label: 'Grades 7-9', grades: ['7', '8', '9'] },
];

/** By name (server/sandbox/README.md seed fixtures): the first is the published stem challenge with an open window. */
export const challengeSeeds: readonly ChallengeSeed[] = [
  {
    slug: 'stem',
    title: 'Bridge Builders',
    status: 'published',
    window: [-14, 21],
    gradeGroups,
    steps: ['Research bridges', 'Sketch and plan', 'Build a model', 'Present the bridge'],
  },
  {
    slug: 'stem',
    title: 'Winter Data Quest',
    status: 'closed',
    window: [-120, -60],
    gradeGroups,
    steps: ['Collect data', 'Chart it', 'Explain it'],
  },
  {
    slug: 'stem',
    title: 'Spring Robotics',
    status: 'draft',
    window: [30, 60],
    gradeGroups,
    steps: ['Design', 'Build', 'Demo'],
  },
  {
    slug: 'stem',
    title: 'Autumn Climate Lab',
    status: 'archived',
    window: [-400, -370],
    gradeGroups,
    steps: ['Measure', 'Report'],
  },
  {
    slug: 'hilingua',
    title: 'Story Relay',
    status: 'published',
    window: [-7, 30],
    gradeGroups,
    steps: ['Opening', 'Middle', 'Ending'],
  },
];

export function seedChallengeRecords(sandbox: Sandbox, now: Date): StoredChallenge[] {
  const organizations = sandbox.state.reference.organizations;
  return challengeSeeds.flatMap((seed) => {
    const organization = organizations.find((o) => o.slug === seed.slug);
    if (!organization) return [];
    const createdAt = new Date(now.getTime() + (seed.window[0] - 30) * day).toISOString();
    return [
      {
        _id: sandbox.newId(),
        organizationId: organization._id,
        title: seed.title,
        status: seed.status,
        windowStart: new Date(now.getTime() + seed.window[0] * day).toISOString(),
        windowEnd: new Date(now.getTime() + seed.window[1] * day).toISOString(),
        gradeGroups: seed.gradeGroups.map((g) => ({
          _id: sandbox.newId(),
          label: g.label,
          gradeIds: g.grades.flatMap((name) => findGradeByName(sandbox, name)?._id ?? []),
        })),
        steps: seed.steps.map((title) => ({ _id: sandbox.newId(), title })),
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
}
