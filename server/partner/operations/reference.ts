import 'server-only';
import { countrySchema, gradeSchema, organizationSchema } from '@/lib/partner-api/schemas/reference';
import type { PartnerClient } from '../client';
import type { OperationOptions, PageQuery } from './types';

/** Reference data (spec §4.2); cached by the client for minutes. */
export function referenceOperations(c: PartnerClient) {
  return {
    listCountries: (query: PageQuery = {}, o: OperationOptions = {}) => c.list('listCountries', countrySchema, { query: { ...query }, ...o }),
    getCountry: (id: string, o: OperationOptions = {}) => c.call('getCountry', countrySchema, { params: { id }, ...o }),
    listGrades: (query: PageQuery = {}, o: OperationOptions = {}) => c.list('listGrades', gradeSchema, { query: { ...query }, ...o }),
    getGrade: (id: string, o: OperationOptions = {}) => c.call('getGrade', gradeSchema, { params: { id }, ...o }),
    listOrganizations: (query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listOrganizations', organizationSchema, { query: { ...query }, ...o }),
    getOrganization: (id: string, o: OperationOptions = {}) => c.call('getOrganization', organizationSchema, { params: { id }, ...o }),
  };
}
