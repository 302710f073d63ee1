import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import type { OperationHandlers, OperationRequest } from '../kernel/types';
import { challengeListView, challengeView } from './challenge-view';
import { groupFullView, groupListView } from './group-view';
import { requireChallenge, requireSignedInStudent, requireVisibleGroup } from './lookups';
import { toPerson } from './person';
import { viewerFor } from './request-context';
import { standingView } from './standing-view';
import { hasSignedIn, isReadable, isVisibleGroup } from './viewer';

function page<T>(req: OperationRequest, items: readonly T[]) {
  const { page: p, limit } = paginationParams(req.query);
  return paginate(items, p, limit);
}

const param = (req: OperationRequest, name: string) => req.params[name] ?? '';

/** The read operations of spec §4.7 and docs/api-notes.md (permission `group-challenge/read`). */
export const challengeReadHandlers: OperationHandlers = {
  listGroupChallenges: (req) => {
    const viewer = viewerFor(req);
    const challenges = viewer.sandbox.state.challenges.challenges.filter(
      (c) => c.organizationId === viewer.organizationId && isReadable(c),
    );
    return {
      message: 'Group challenges fetched successfully.',
      ...page(
        req,
        challenges.map((c) => challengeListView(c, viewer)),
      ),
    };
  },

  getGroupChallenge: (req) => {
    const viewer = viewerFor(req);
    return {
      message: 'Group challenge fetched successfully.',
      data: challengeView(requireChallenge(viewer, param(req, 'challengeId')), viewer),
    };
  },

  listGroupChallengeStudents: (req) => {
    const viewer = viewerFor(req);
    const challenge = requireChallenge(viewer, param(req, 'challengeId'));
    const students = viewer.sandbox.state.students.students.filter(
      (s) => s.ownerAccountId === viewer.accountId && hasSignedIn(viewer, s._id),
    );
    return {
      message: 'Students fetched successfully.',
      ...page(
        req,
        students.map((s) => standingView(s, challenge, viewer)),
      ),
    };
  },

  getGroupChallengeStudent: (req) => {
    const viewer = viewerFor(req);
    const challenge = requireChallenge(viewer, param(req, 'challengeId'));
    const student = requireSignedInStudent(viewer, param(req, 'studentId'));
    return { message: 'Student fetched successfully.', data: standingView(student, challenge, viewer) };
  },

  listGroupChallengeGroups: (req) => {
    const viewer = viewerFor(req);
    const challenge = requireChallenge(viewer, param(req, 'challengeId'));
    const groups = viewer.sandbox.state.challenges.groups
      .filter((g) => g.challengeId === challenge._id && isVisibleGroup(viewer, g))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
    return {
      message: 'Groups fetched successfully.',
      ...page(
        req,
        groups.map((g) => groupListView(g, challenge, viewer)),
      ),
    };
  },

  getGroupChallengeGroup: (req) => {
    const viewer = viewerFor(req);
    const challenge = requireChallenge(viewer, param(req, 'challengeId'));
    const group = requireVisibleGroup(viewer, challenge, param(req, 'groupId'));
    return { message: 'Group fetched successfully.', data: groupFullView(group, challenge, viewer) };
  },

  listGroupChallengeActivity: (req) => {
    const viewer = viewerFor(req);
    const challenge = requireChallenge(viewer, param(req, 'challengeId'));
    const group = requireVisibleGroup(viewer, challenge, param(req, 'groupId'));
    const entries = viewer.sandbox.state.challenges.activity
      .filter((a) => a.groupId === group._id)
      .map((a) => ({ _id: a._id, kind: a.kind, actor: toPerson(a.actor, viewer), stepId: a.stepId, at: a.at }));
    return { message: 'Activity fetched successfully.', ...page(req, entries) };
  },
};
