import { describe, expect, it } from 'vitest';
import { apiAccountSchema } from './account';
import { resolvedApplicationSchema } from './application';
import { errorBodySchema, paginatedSchema } from './envelope';
import { examSchema } from './exam';
import { groupSchema } from './group';
import { gradeSchema } from './reference';
import { standingSchema } from './standing';
import { studentSchema } from './student';

const at = '2030-01-01T00:00:00.000Z';
const person = { role: 'robot', studentId: null, name: null, yours: false };

describe('response schemas are tolerant (spec §1, §9.6)', () => {
  it('keeps unknown fields at every level', () => {
    const page = paginatedSchema(gradeSchema).parse({
      success: true,
      message: 'Grades fetched successfully.',
      data: [{ _id: 'g', name: '1', __v: 0 }],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1, cursor: 'x' },
      traceId: 't',
    });
    expect(page.data[0]).toEqual({ _id: 'g', name: '1', __v: 0 });
    expect(page.pagination.cursor).toBe('x');
    expect(page.traceId).toBe('t');
  });

  it('accepts enumerated values it does not know', () => {
    const account = apiAccountSchema.parse({
      _id: 'a',
      apiKey: 'key_x',
      companyName: 'C',
      roles: [{ effect: 'audit', action: '*', target: '*' }],
    });
    expect(account.roles[0]!.effect).toBe('audit');
    const group = groupSchema.parse({
      _id: 'g',
      challengeId: 'c',
      shortCode: 'ABC123',
      name: null,
      displayName: 'Group ABC123',
      status: 'archived_by_teacher',
      gradeGroup: { _id: 'gg', label: '5-6' },
      memberCount: 3,
      yourStudents: [],
      stepCount: 1,
      stepsSubmitted: 0,
      createdAt: at,
      finalizedAt: null,
      finalSubmittedAt: null,
      finalSubmittedBy: null,
      canFinalSubmit: false,
      steps: [
        {
          _id: 's',
          order: 1,
          title: 'One',
          state: 'frozen',
          submittedBy: person,
          files: [{ _id: 'f', status: 'scanning', uploadedBy: person }],
        },
      ],
    });
    expect(group.steps[0]!.state).toBe('frozen');
    expect(
      standingSchema.safeParse({
        studentId: 's',
        firstName: 'A',
        lastName: 'B',
        grade: null,
        eligible: false,
        gradeGroup: null,
        teacherLinked: false,
        state: 'new_state',
        group: null,
      }).success,
    ).toBe(true);
    expect(errorBodySchema.parse({ error: { code: 'new_code', message: 'm' } }).error.code).toBe('new_code');
  });

  it('leaves a missing field missing, never zero', () => {
    const exam = examSchema.parse({ _id: 'e', grades: [] });
    expect('price' in exam).toBe(false);
    const student = studentSchema.parse({
      _id: 's',
      username: 'GEA1',
      firstName: 'A',
      lastName: 'B',
      fullName: 'A B',
      email: 'a@b.c',
      emailConfirmed: false,
      activatedPlatformsThisSeason: ['common'],
      createdAt: at,
      updatedAt: at,
    });
    expect(student.phone).toBeUndefined();
    expect('grade' in student).toBe(false);
  });

  it('takes null for a resolved exam that no longer exists and refuses a missing required field', () => {
    const base = {
      _id: 'a',
      user: { _id: 'u', mainId: 'm' },
      partners: [],
      participated: false,
      simulationStarted: false,
      simulationSubmitted: false,
      uuid: 'X1',
      createdAt: at,
      updatedAt: at,
    };
    expect(resolvedApplicationSchema.parse({ ...base, exam: null }).exam).toBeNull();
    expect(resolvedApplicationSchema.safeParse({ ...base, exam: null, uuid: undefined }).success).toBe(false);
  });
});
