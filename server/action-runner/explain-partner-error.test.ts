import { describe, expect, it } from 'vitest';
import { PartnerApiError } from '@/server/partner';
import { explainPartnerError } from './explain-partner-error';

const apiError = (status: number, code: string, message: string) =>
  new PartnerApiError({ status, code, message, requestId: 'req-1', operationId: 'checkStudentRegistration' });

describe('messages keep one full stop (issue 16 item 8)', () => {
  it("places the API's own sentence inside the console's without doubling its full stop", () => {
    const messages = [
      explainPartnerError(apiError(500, 'internal_error', 'Internal server error.')).message,
      explainPartnerError(apiError(400, 'bad_request', 'email must be an email.')).message,
      explainPartnerError(apiError(404, 'not_found', 'Student not found!')).message,
      explainPartnerError(apiError(403, 'forbidden', 'Missing permission student/create.')).message,
    ];
    expect(messages[0]).toBe(
      'The Partner API answered with an error (500 internal_error): Internal server error. Try again; if it persists, contact support with the request id.',
    );
    for (const message of messages) expect(message).not.toMatch(/[.!?]\s*[.)]/);
  });
});

describe("the API's field rules in people's words (issue 17 item 2)", () => {
  it('says a known rule as a sentence naming the field by its form label', () => {
    const explained = explainPartnerError(
      apiError(400, 'bad_request', 'birth must be a real date in DD/MM/YYYY format'),
    );
    expect(explained.message).toBe('Date of birth must be a real date, written DD/MM/YYYY.');
    expect(explained.field).toBe('birth');
    expect(explainPartnerError(apiError(400, 'bad_request', 'country must be a mongodb id')).message).toBe(
      'Country must be chosen from the list.',
    );
  });

  it('keeps an unknown message as what the API said', () => {
    expect(explainPartnerError(apiError(400, 'bad_request', 'school is closed for the season.')).message).toBe(
      'The Partner API refused the request. The API said: school is closed for the season.',
    );
  });
});
