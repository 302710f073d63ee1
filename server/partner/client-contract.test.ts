import { describe, expect, it } from 'vitest';
import { operationIds } from '@/lib/partner-api/operations';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createTestSandbox } from '@/server/sandbox/testing';
import { createPartnerClient } from './client';
import { createPartnerApi } from './operations';
import { contractFetch } from '@/test/support/partner/contract-fetch';

const baseUrl = 'http://sandbox.test/v1';
const unknownId = 'a'.repeat(24);

/** The client, talking to an in-memory sandbox through a fetch that checks each request and answer against the API document. */
function contractClient() {
  const t = createTestSandbox();
  const fetch = contractFetch(baseUrl, (input, init) => Promise.resolve(t.app.fetch(new Request(input, init))));
  const api = createPartnerApi(
    createPartnerClient({ baseUrl, ...sandboxDemoAccount, fetch, retry: { maxAttempts: 1 } }),
  );
  return { t, fetch, api };
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

describe('client requests match the API document (contract)', () => {
  it('every one of the 45 operations the client sends is a request the document allows, answered as the document says', async () => {
    const { t, fetch, api } = contractClient();
    const state = t.sandbox.state;
    const demoId = t.sandbox.accounts().find((a) => a.apiKey === sandboxDemoAccount.apiKey)!._id;
    const stem = { organizationId: t.orgId('stem') };
    const copy = state.students.orgCopies.find(
      (c) =>
        c.organizationId === stem.organizationId &&
        state.students.students.find((s) => s._id === c.mainId)?.ownerAccountId === demoId,
    )!;
    const studentId = copy.mainId;
    const georgia = state.reference.countries.find((c) => c.iso2 === 'GE')!._id;
    const challenge = state.challenges.challenges.find((c) => c.organizationId === stem.organizationId)!;
    const groupRecord = state.challenges.groups.find((g) => g.challengeId === challenge._id && g.steps.length > 0)!;
    const group = { ...stem, challengeId: challenge._id, groupId: groupRecord._id };
    const exam = state.exams.exams[0]!._id;
    const application = state.exams.applications[0]!._id;
    const document = state.exams.documents.find((d) => d.organizationId === stem.organizationId)!;
    const person = (n: number) => ({
      firstName: 'Nino',
      lastName: 'Contract',
      birth: '01/02/2012',
      sex: 'f' as const,
      email: `contract.${n}@example.test`,
      country: georgia,
      grade: '7',
      city: 'Tbilisi',
      school: 'Tbilisi Public School No. 1',
    });

    const calls: Array<Promise<unknown>> = [
      api.health(),
      api.validateMe(),
      api.listCountries({ page: 1, limit: 5 }),
      api.getCountry(georgia),
      api.listGrades(),
      api.getGrade(unknownId),
      api.listOrganizations(),
      api.getOrganization(stem.organizationId),
      api.listStudents({ email: ['a@example.test', 'b@example.test'], limit: 100 }),
      api.getStudent(studentId),
      api.registerStudent({ ...person(0), password: 'Contract-pass-1' }),
      api.checkStudentRegistration(person(1)),
      api.createStudentImport({
        students: Array.from({ length: 30 }, (_, i) => person(100 + i)),
        clientReference: 'contract',
      }),
      api.getStudentImport(unknownId, { page: 1 }),
      api.updateStudent(studentId, { phone: '555' }),
      api.setStudentPassword(studentId, { password: 'Another-pass-2' }),
      api.createSignInLink(stem, { studentId, redirect: '/home' }),
      api.listOrgStudents(stem, { signedIn: true }),
      api.getOrgStudent(stem, studentId),
      api.updateOrgStudent(stem, studentId, { phone: '556' }),
      api.linkStudentSupervisor(stem, studentId, { supervisorUsername: 'GET0000' }),
      api.listExamCategories(stem),
      api.listExams(stem, { limit: 3 }),
      api.listAvailableExams(stem, studentId),
      api.createApplication(stem, { studentId, examId: exam }),
      api.listApplications(stem),
      api.listExamApplications(stem, exam),
      api.listStudentApplications(stem, studentId),
      api.getApplication(stem, application),
      api.moveApplication(stem, unknownId, { examId: exam }),
      api.deleteApplication(stem, unknownId),
      api.listStudentCertificates(stem, document.studentId),
      api.downloadStudentCertificate(stem, document.studentId, document._id),
      api.listStudentReports(stem, document.studentId),
      api.downloadStudentReport(stem, document.studentId, unknownId),
      api.listGroupChallenges(stem),
      api.getGroupChallenge(group),
      api.listGroupChallengeStudents(group),
      api.getGroupChallengeStudent(group, studentId),
      api.listGroupChallengeGroups(group),
      api.getGroupChallengeGroup(group),
      api.listGroupChallengeActivity(group, { page: 2 }),
      api.submitGroupChallengeStep(group, groupRecord.steps[0]!._id, { studentId }),
      api.finalSubmitGroupChallenge(group, { studentId }),
    ];
    await Promise.all(calls.map(settle));
    await settle(api.revokeToken());

    expect(fetch.problems).toEqual([]);
    expect([...fetch.checked].sort()).toEqual([...operationIds].sort());
  });

  it('a request the document does not allow is reported: drift between client and document fails', async () => {
    const { fetch, api, t } = contractClient();
    // A field the document's body does not have, and a query parameter it does not list, as a drifted client would send.
    await settle(
      api.createSignInLink({ organizationId: t.orgId('stem') }, { studentId: unknownId, remember: true } as never),
    );
    await settle(api.listCountries({ sort: 'name' } as never));
    expect(fetch.problems).toEqual([
      expect.stringMatching(/^createSignInLink request: body must NOT have additional properties/),
      'listCountries request: query sort: not a parameter of listCountries',
    ]);
  });
});
