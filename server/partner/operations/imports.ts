import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { ImportBody } from '@/lib/partner-api/student-rules/import-rules';
import type { PartnerClient } from '../client';
import type { OperationOptions, PageQuery } from './types';

/** Bulk registration (spec §4.3): 10 creations per hour, kept by the rate budget like the rest. */
export function importOperations(c: PartnerClient) {
  return {
    /** 202 with the queued import (or the existing one for the same rows within 24 hours). */
    createStudentImport: (body: ImportBody, o: OperationOptions = {}) =>
      c.call('createStudentImport', operations.createStudentImport.answer, { body, ...o }),
    /** The import with one page of its rows; `pagination` is over the rows. */
    getStudentImport: (importId: string, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.call('getStudentImport', operations.getStudentImport.answer, {
        params: { importId },
        query: { ...query },
        ...o,
      }),
  };
}
