import type { Sandbox } from '../kernel/sandbox';
import type { ActivityKind, StoredActor } from './challenges-state';

/** Appends one entry to a group's history (listGroupChallengeActivity). */
export function recordActivity(
  sandbox: Sandbox,
  groupId: string,
  kind: ActivityKind,
  actor: StoredActor,
  stepId: string | null = null,
  at?: string,
): void {
  sandbox.state.challenges.activity.push({
    _id: sandbox.newId(),
    groupId,
    kind,
    actor,
    stepId,
    at: at ?? sandbox.now().toISOString(),
  });
}
