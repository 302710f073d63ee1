import type { OpenApiDocument } from './build-document';

/** The committed copy of the document, relative to the project root; a test fails when it is stale. */
export const openApiFile = 'docs/openapi.json';

export const serializeOpenApi = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;
