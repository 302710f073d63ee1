import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { PartnerClient } from '../client';
import type { OperationOptions, PageQuery } from './types';

/** Reference data (spec §4.2); cached by the client for minutes. */
export function referenceOperations(c: PartnerClient) {
  return {
    listCountries: (query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listCountries', operations.listCountries.answer, { query: { ...query }, ...o }),
    getCountry: (id: string, o: OperationOptions = {}) =>
      c.call('getCountry', operations.getCountry.answer, { params: { id }, ...o }),
    listGrades: (query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listGrades', operations.listGrades.answer, { query: { ...query }, ...o }),
    getGrade: (id: string, o: OperationOptions = {}) =>
      c.call('getGrade', operations.getGrade.answer, { params: { id }, ...o }),
    listOrganizations: (query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listOrganizations', operations.listOrganizations.answer, { query: { ...query }, ...o }),
    getOrganization: (id: string, o: OperationOptions = {}) =>
      c.call('getOrganization', operations.getOrganization.answer, { params: { id }, ...o }),
  };
}
