import { describe, expect, it } from 'vitest';
import { accessFromRecord, accessNotes, applyBlocker, showsApplications } from './apply-access';

describe('applying needs the organization to show the student and one sign-in there (spec §4.5, §4.8)', () => {
  it.each([
    [{ visible: true, signedIn: true }, null, []],
    [{ visible: true, signedIn: null }, null, []],
    [{ visible: true, signedIn: false }, 'neverSignedIn', ['neverSignedIn']],
    // The reported case: not activated, so the organization does not show the student and signedIn is unknown.
    [{ visible: false, signedIn: null }, 'notVisible', ['notVisible']],
    [{ visible: false, signedIn: false }, 'notVisible', ['neverSignedIn', 'notVisible']],
  ] as const)('%j → %s', (access, blocker, notes) => {
    expect(applyBlocker(access)).toBe(blocker);
    expect(accessNotes(access)).toEqual(notes);
    expect(showsApplications(access)).toBe(blocker === null);
  });

  it('reads access from the core record and the directory’s sign-ins', () => {
    expect(accessFromRecord(['stem'], ['stem'], 'stem')).toEqual({ visible: true, signedIn: true });
    expect(accessFromRecord(['common'], [], 'neo')).toEqual({ visible: true, signedIn: false });
    expect(accessFromRecord(['hilingua'], null, 'stem')).toEqual({ visible: false, signedIn: null });
  });
});
