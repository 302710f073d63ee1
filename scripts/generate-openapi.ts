import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '@/lib/partner-api/openapi/build-document';
import { openApiFile, serializeOpenApi } from '@/lib/partner-api/openapi/document-file';

/** `npm run openapi`: writes the API document built from lib/partner-api/operations.ts (run before every build). */
writeFileSync(openApiFile, serializeOpenApi(buildOpenApiDocument()));
console.log(`Wrote ${openApiFile}`);
