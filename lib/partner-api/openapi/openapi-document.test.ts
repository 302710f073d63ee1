import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '../operations';
import { buildOpenApiDocument } from './build-document';
import { openApiFile, serializeOpenApi } from './document-file';

const document = buildOpenApiDocument();
const documented = Object.values(document.paths).flatMap((methods) => Object.values(methods));

describe('the API document built from the operations table', () => {
  it('is the committed docs/openapi.json (run `npm run openapi` after changing the table or a schema)', () => {
    expect(
      readFileSync(openApiFile, 'utf8') === serializeOpenApi(document),
      `${openApiFile} is stale: run npm run openapi`,
    ).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const broken = structuredClone(document) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    broken.paths['/grade']!.get!.parameters = [{ name: 'limit', in: 'body' }];
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists each of the 45 operations once, with its method and path', () => {
    expect(operationIds).toHaveLength(45);
    expect(documented.map((o) => o.operationId).sort()).toEqual([...operationIds].sort());
    for (const id of operationIds)
      expect(document.paths[operations[id].path]?.[operations[id].method.toLowerCase()]?.operationId).toBe(id);
  });

  it('marks every operation whose path or answer the spec leaves open as an assumption, and no other', () => {
    for (const id of operationIds) {
      const operation = documented.find((o) => o.operationId === id)!;
      const assumption: string | undefined = 'assumption' in operations[id] ? operations[id].assumption : undefined;
      expect(operation['x-console-assumption']).toBe(assumption);
    }
    expect(documented.filter((o) => o['x-console-assumption']).map((o) => o.operationId)).toContain('moveApplication');
  });

  it('asks for the bearer token everywhere but health, and documents the rate-limit headers and the error body', () => {
    expect(document.security).toEqual([{ partnerToken: [] }]);
    const health = documented.find((o) => o.operationId === 'health')!;
    expect(health.security).toEqual([]);
    const listStudents = documented.find((o) => o.operationId === 'listStudents')!;
    expect(Object.keys((listStudents.responses['200'] as { headers: object }).headers)).toEqual(
      expect.arrayContaining(['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
    );
    expect(listStudents.responses['429']).toEqual({ $ref: '#/components/responses/429' });
  });
});
