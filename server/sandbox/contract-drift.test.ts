import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractViolation } from '@/lib/partner-api/openapi/contract-checker';
import { handlers } from './domains';
import { createTestSandbox } from './testing';

// Every conformance test's answers go through the API document (server/sandbox/testing/test-sandbox.ts);
// here a handler is broken on purpose to show that a drift fails the test that meets it.
afterEach(() => vi.restoreAllMocks());

describe('sandbox answers match the API document (contract)', () => {
  it('an answer of the documented shape passes', async () => {
    const t = createTestSandbox();
    expect((await t.call('GET', '/grade?limit=2')).status).toBe(200);
  });

  it('a field of the wrong type fails the call', async () => {
    const original = handlers.getGrade!;
    vi.spyOn(handlers, 'getGrade').mockImplementation(async (req) => {
      const result = await original(req);
      return result instanceof Response ? result : { ...result, data: { ...(result.data as object), name: 7 } };
    });
    const t = createTestSandbox();
    const grade = t.sandbox.state.reference.grades[0]!._id;
    await expect(t.call('GET', `/grade/${grade}`)).rejects.toThrow(ContractViolation);
    await expect(t.call('GET', `/grade/${grade}`)).rejects.toThrow(
      /getGrade answer 200: body\/data\/name must be string/,
    );
  });

  it('a list without its pagination fails the call', async () => {
    vi.spyOn(handlers, 'listGrades').mockImplementation(async () => ({
      message: 'Grades fetched successfully.',
      data: [],
    }));
    const t = createTestSandbox();
    await expect(t.call('GET', '/grade')).rejects.toThrow(
      /listGrades answer 200: body must have required property 'pagination'/,
    );
  });

  it('a success status the document does not list fails the call', async () => {
    vi.spyOn(handlers, 'listGrades').mockImplementation(async () => ({
      status: 201,
      message: 'Grades fetched successfully.',
      data: [],
    }));
    const t = createTestSandbox();
    await expect(t.call('GET', '/grade')).rejects.toThrow(
      /listGrades answer 201: status 201 is not a documented success/,
    );
  });
});
