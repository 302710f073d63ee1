import { describe, expect, it } from 'vitest';
import { createWorld } from './test-world';

describe('group-challenge control plane (server/sandbox/README.md)', () => {
  it('a teacher creates a group and confirms it: steps appear and step 1 opens (spec §3)', async () => {
    const w = createWorld();
    const [a, b] = [w.student({ grade: '7' }), w.student({ grade: '9', owner: 'second' })];
    const cp = `/__sandbox/group-challenges/${w.challenge._id}`;
    const created = await w.t.call('POST', `${cp}/groups`, {
      token: null,
      body: { studentIds: [a._id, b._id], name: 'Beam Team' },
    });
    expect(created.status).toBe(201);
    const group = created.json.data;
    expect(group).toMatchObject({ status: 'draft', name: 'Beam Team', steps: [] });
    expect(group.gradeGroupId).toBe(w.challenge.gradeGroups[1]!._id);
    const confirmed = await w.t.call('POST', `${cp}/groups/${group._id}/confirm`, { token: null });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.status).toBe('finalized');
    expect(confirmed.json.data.steps.map((s: { state: string }) => s.state)).toEqual([
      'open',
      'locked',
      'locked',
      'locked',
    ]);
    const again = await w.t.call('POST', `${cp}/groups/${group._id}/confirm`, { token: null });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('conflict');
  });

  it('a student uploads to the open step, completes the upload; an organizer reopens a step', async () => {
    const w = createWorld();
    const a = w.student();
    const group = w.group([a], { status: 'finalized' });
    const step = group.steps[0]!;
    const cp = `/__sandbox/group-challenges/${w.challenge._id}/groups/${group._id}/steps/${step._id}`;
    const up = await w.t.call('POST', `${cp}/files`, {
      token: null,
      body: { studentId: a._id, name: 'model.stl', uploading: true },
    });
    expect(up.status).toBe(201);
    expect(up.json.data).toMatchObject({ status: 'uploading', completedAt: null });
    const done = await w.t.call('POST', `${cp}/files/${up.json.data._id}/complete`, {
      token: null,
      body: { size: 4096 },
    });
    expect(done.json.data).toMatchObject({ status: 'draft', size: 4096 });
    expect(done.json.data.completedAt).not.toBeNull();
    const locked = await w.t.call(
      'POST',
      `/__sandbox/group-challenges/${w.challenge._id}/groups/${group._id}/steps/${group.steps[1]!._id}/files`,
      {
        token: null,
        body: { studentId: a._id, name: 'x.pdf' },
      },
    );
    expect(locked.status).toBe(409);
    expect((await w.t.call('POST', `${cp}/reopen`, { token: null })).status).toBe(409);
    await w.t.call('POST', `${w.base}/group/${group._id}/step/${step._id}/submit`, { body: { studentId: a._id } });
    const reopened = await w.t.call('POST', `${cp}/reopen`, { token: null });
    expect(reopened.json.data).toMatchObject({ state: 'open', reopenCount: 1 });
  });

  it('an organizer closes the challenge and moves its window; a group is held busy for some seconds', async () => {
    const w = createWorld();
    const cp = `/__sandbox/group-challenges/${w.challenge._id}`;
    const moved = await w.t.call('POST', `${cp}/window`, {
      token: null,
      body: { windowStart: '2030-01-01T00:00:00.000Z', windowEnd: '2030-02-01T00:00:00.000Z' },
    });
    expect(moved.json.data).toMatchObject({
      windowStart: '2030-01-01T00:00:00.000Z',
      windowEnd: '2030-02-01T00:00:00.000Z',
    });
    const backwards = await w.t.call('POST', `${cp}/window`, {
      token: null,
      body: { windowStart: '2030-02-01T00:00:00Z', windowEnd: '2030-01-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
    expect((await w.t.call('POST', `${cp}/close`, { token: null })).json.data.status).toBe('closed');
    expect((await w.t.call('GET', `/${w.stem}/group-challenge/${w.challenge._id}`)).json.data.status).toBe('closed');
    const group = w.group([w.student()]);
    const busy = await w.t.call('POST', `${cp}/groups/${group._id}/busy`, { token: null, body: { seconds: 10 } });
    expect(busy.json.data).toMatchObject({ groupId: group._id, heldBusy: false });
    expect(Date.parse(busy.json.data.busyUntil) - w.t.sandbox.now().getTime()).toBeGreaterThan(9_000);
    expect(
      (await w.t.call('POST', `${cp}/groups/${group._id}/busy`, { token: null, body: { busy: true } })).json.data
        .heldBusy,
    ).toBe(true);
  });

  it('copies a challenge: new ids, the given title, no groups, readable through the API at once', async () => {
    const w = createWorld();
    w.group([w.student()]);
    const copied = await w.t.call('POST', `/__sandbox/group-challenges/${w.challenge._id}/copy`, {
      token: null,
      body: { title: 'Spring Data Quest' },
    });
    expect(copied.status).toBe(201);
    const copy = copied.json.data;
    expect(copy).toMatchObject({ title: 'Spring Data Quest', organizationId: w.challenge.organizationId });
    expect(copy._id).not.toBe(w.challenge._id);
    expect(copy.steps).toHaveLength(w.challenge.steps.length);
    expect(copy.steps.map((s: { _id: string }) => s._id)).not.toContain(w.challenge.steps[0]!._id);
    const read = await w.t.call('GET', `/${w.stem}/group-challenge/${copy._id}`);
    expect(read.status).toBe(200);
    expect(read.json.data.title).toBe('Spring Data Quest');
    const groups = await w.t.call('GET', `/${w.stem}/group-challenge/${copy._id}/group?page=1&limit=100`);
    expect(groups.json.data).toEqual([]);
    const untitled = await w.t.call('POST', `/__sandbox/group-challenges/${w.challenge._id}/copy`, {
      token: null,
      body: {},
    });
    expect(untitled.status).toBe(400);
  });

  it('refuses bad input: unknown challenge 404, a student who never signed in or already in a group 409, bad body 400', async () => {
    const w = createWorld();
    const cp = `/__sandbox/group-challenges/${w.challenge._id}/groups`;
    expect(
      (
        await w.t.call('POST', `/__sandbox/group-challenges/${'0'.repeat(24)}/groups`, {
          token: null,
          body: { studentIds: [] },
        })
      ).status,
    ).toBe(404);
    expect((await w.t.call('POST', cp, { token: null, body: { studentIds: [] } })).status).toBe(400);
    expect((await w.t.call('POST', cp, { token: null, body: { studentIds: ['x'] } })).status).toBe(400);
    const never = w.student({ signedIn: false });
    expect((await w.t.call('POST', cp, { token: null, body: { studentIds: [never._id] } })).status).toBe(409);
    const a = w.student();
    expect((await w.t.call('POST', cp, { token: null, body: { studentIds: [a._id] } })).status).toBe(201);
    expect((await w.t.call('POST', cp, { token: null, body: { studentIds: [a._id] } })).status).toBe(409);
    const mixed = [w.student({ grade: '5' })._id, w.student({ grade: '8' })._id];
    expect((await w.t.call('POST', cp, { token: null, body: { studentIds: mixed } })).status).toBe(409);
    const listed = await w.t.call('GET', '/__sandbox/group-challenges', { token: null });
    expect(listed.json.data.find((c: { _id: string }) => c._id === w.challenge._id).groups).toHaveLength(1);
  });
});
