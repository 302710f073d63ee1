import { validateImportRow } from '@/lib/partner-api/student-rules/validate';
import type { RowValidator } from './validate';

/**
 * The CSV validator's row check: the shared import-row rules of lib/partner-api (the same the sandbox
 * answers with), so a coordinator sees the API's own message before anything is sent.
 */
export const validateImportRowWithSharedRules: RowValidator = (row) => validateImportRow(row);
