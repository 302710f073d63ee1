import type { ActorRole, StoredActor } from './challenges-state';
import { ownStudent, type Viewer } from './viewer';

/** Spec §2 Person: only the viewer's students are named; everybody else is shown by role alone. */
export interface Person {
  role: ActorRole;
  studentId: string | null;
  name: string | null;
  yours: boolean;
}

export function toPerson(actor: StoredActor, viewer: Viewer): Person {
  if (actor.role === 'partner') {
    // An API account acting for a student: yours when it is the viewer's account (spec §2 Person).
    if (actor.accountId !== viewer.accountId) return anonymous('partner');
    const student = actor.studentId ? ownStudent(viewer, actor.studentId) : undefined;
    return { role: 'partner', studentId: student?._id ?? null, name: student?.fullName ?? null, yours: true };
  }
  if (actor.role === 'student' && actor.studentId) {
    const student = ownStudent(viewer, actor.studentId);
    if (student) return { role: 'student', studentId: student._id, name: student.fullName, yours: true };
  }
  return anonymous(actor.role);
}

function anonymous(role: ActorRole): Person {
  return { role, studentId: null, name: null, yours: false };
}

export function partnerActor(accountId: string, studentId: string): StoredActor {
  return { role: 'partner', accountId, studentId };
}
