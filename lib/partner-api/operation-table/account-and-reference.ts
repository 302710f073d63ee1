import { apiAccountSchema } from '../schemas/account';
import { countrySchema, gradeSchema, organizationSchema } from '../schemas/reference';
import { anyAnswer, notShown, op, page, type OperationSpec } from './define';

/** Account and reference data: health, the token, validate-me, countries, grades, organizations. */
export const accountAndReferenceOperations = {
  health: op('GET', '/health', null, {
    summary: 'Liveness (no token, not counted)',
    tag: 'Account',
    form: 'raw',
    answer: anyAnswer,
    rateLimit: null,
    assumption: notShown('the body of the answer'),
  }),
  validateMe: op('GET', '/api-account/validate-me', 'api/*', {
    summary: 'The API account itself, without the envelope',
    tag: 'Account',
    form: 'raw',
    answer: apiAccountSchema,
  }),
  revokeToken: op('POST', '/api-account/revoke-token', 'api/*', {
    summary: 'Revoke the bearer token of this very request',
    tag: 'Account',
    form: 'envelope',
    answer: anyAnswer,
    assumption: notShown('how a token is revoked: method, path and answer'),
  }),

  listCountries: op('GET', '/country', 'country/read', {
    summary: 'Countries',
    tag: 'Reference data',
    form: 'page',
    answer: countrySchema,
    query: page,
  }),
  getCountry: op('GET', '/country/{id}', 'country/read', {
    summary: 'One country',
    tag: 'Reference data',
    form: 'envelope',
    answer: countrySchema,
  }),
  listGrades: op('GET', '/grade', 'grade/read', {
    summary: 'Grades, oldest first',
    tag: 'Reference data',
    form: 'page',
    answer: gradeSchema,
    query: page,
  }),
  getGrade: op('GET', '/grade/{id}', 'grade/read', {
    summary: 'One grade',
    tag: 'Reference data',
    form: 'envelope',
    answer: gradeSchema,
  }),
  listOrganizations: op('GET', '/organization', 'organization/read', {
    summary: 'The five organizations',
    tag: 'Reference data',
    form: 'page',
    answer: organizationSchema,
    query: page,
  }),
  getOrganization: op('GET', '/organization/{id}', 'organization/read', {
    summary: 'One organization',
    tag: 'Reference data',
    form: 'envelope',
    answer: organizationSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
