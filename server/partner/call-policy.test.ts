import { describe, expect, it } from 'vitest';
import { runAsActor } from './actor-context';
import { currentCallPolicy, withCallPolicy } from './call-policy';

const user = { id: 'u1', email: 'coord@example.org' };
const later = <T>(fn: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(fn()), 1));

describe('call policy', () => {
  it("is a person's with an actor and background without one, with no deadline", () => {
    expect(currentCallPolicy()).toEqual({ priority: 'background' });
    expect(runAsActor(user, currentCallPolicy)).toEqual({ priority: 'person' });
  });

  it('lets an explicit priority override the actor, and inner policies inherit what they leave unset', async () => {
    const seen = await runAsActor(user, () =>
      withCallPolicy({ priority: 'background' }, () =>
        withCallPolicy({ maxWaitMs: 2_000 }, async () => [
          await later(currentCallPolicy),
          withCallPolicy({ priority: 'person' }, currentCallPolicy),
        ]),
      ),
    );
    expect(seen).toEqual([
      { priority: 'background', maxWaitMs: 2_000 },
      { priority: 'person', maxWaitMs: 2_000 },
    ]);
  });

  it('takes the priority from the actor of the moment when the policy sets only a deadline', () => {
    withCallPolicy({ maxWaitMs: 500 }, () => {
      expect(currentCallPolicy()).toEqual({ priority: 'background', maxWaitMs: 500 });
      expect(runAsActor(user, currentCallPolicy)).toEqual({ priority: 'person', maxWaitMs: 500 });
    });
  });
});
