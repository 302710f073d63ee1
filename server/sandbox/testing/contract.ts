import { buildOpenApiDocument } from '@/lib/partner-api/openapi/build-document';
import { createContractChecker } from '@/lib/partner-api/openapi/contract-checker';

let checker: ReturnType<typeof createContractChecker> | undefined;

/** One checker of the API document for a whole test file (building it takes tens of milliseconds). */
export function apiContract() {
  return (checker ??= createContractChecker(buildOpenApiDocument()));
}
