import type { StoredChallenge } from './challenges-state';
import { findGrade } from './grades';
import type { Viewer } from './viewer';

function gradeGroupsView(challenge: StoredChallenge, viewer: Viewer) {
  return challenge.gradeGroups.map((g) => ({
    _id: g._id,
    label: g.label,
    grades: g.gradeIds.flatMap((id) => {
      const grade = findGrade(viewer.sandbox, id);
      return grade ? [grade] : [];
    }),
  }));
}

/** Item of listGroupChallenges (docs/api-notes.md): `{ _id, title, status, windowStart, windowEnd, gradeGroups, stepCount }`. */
export function challengeListView(challenge: StoredChallenge, viewer: Viewer) {
  return {
    _id: challenge._id,
    title: challenge.title,
    status: challenge.status,
    windowStart: challenge.windowStart,
    windowEnd: challenge.windowEnd,
    gradeGroups: gradeGroupsView(challenge, viewer),
    stepCount: challenge.steps.length,
  };
}

/** getGroupChallenge: the list item plus the steps every group works through. */
export function challengeView(challenge: StoredChallenge, viewer: Viewer) {
  return {
    ...challengeListView(challenge, viewer),
    steps: challenge.steps.map((s, i) => ({ _id: s._id, order: i + 1, title: s.title })),
  };
}
