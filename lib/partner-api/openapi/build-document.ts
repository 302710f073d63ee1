import { z } from 'zod';
import { envelopeSchema, paginatedSchema } from '../schemas/envelope';
import {
  isOrganizationScoped,
  operationIds,
  operations,
  operationTags,
  pathParams,
  type OperationId,
  type OperationSpec,
} from '../operations';
import { errorResponses, headers, securitySchemes } from './document-parts';
import { namedSchemas } from './named-schemas';

/** A JSON value of the document; kept loose, since its validity is checked by an OpenAPI validator in the tests. */
export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> } & Record<
  string,
  unknown
>;
export type OpenApiOperation = { operationId: OperationId; responses: Record<string, unknown> } & Record<
  string,
  unknown
>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const objectId = { type: 'string', pattern: '^[0-9a-fA-F]{24}$' };

function answerSchema(spec: OperationSpec): z.ZodType | null {
  if (spec.form === 'envelope') return envelopeSchema(spec.answer);
  if (spec.form === 'page') return paginatedSchema(spec.answer);
  if (spec.form === 'raw') return spec.answer;
  return null;
}

/** Every schema with a name, the wrapped answers included, converted in one pass so that they refer to each other. */
function componentSchemas() {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  const name = (schema: z.ZodType, id: string) => {
    const known = idOf.get(schema);
    if (known) return known;
    registry.add(schema, { id });
    idOf.set(schema, id);
    return id;
  };
  for (const [id, schema] of Object.entries(namedSchemas)) name(schema, id);
  const answers = new Map<OperationId, string>();
  for (const id of operationIds) {
    const schema = answerSchema(operations[id]);
    if (schema) answers.set(id, name(schema, `${pascal(id)}Answer`));
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { schemas, answers, bodyId: (schema: z.ZodType) => idOf.get(schema) };
}

function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  return Object.entries(query.shape).map(([name, field]) => {
    const {
      description,
      $schema: _,
      ...schema
    } = z.toJSONSchema(field as z.ZodType, { io: 'input', target: 'draft-2020-12' });
    return { name, in: 'query', required: !(field as z.ZodType).safeParse(undefined).success, description, schema };
  });
}

function successResponses(id: OperationId, spec: OperationSpec, answerId: string | undefined) {
  const rateHeaders = spec.rateLimit
    ? {
        'X-RateLimit-Limit': headers.ref('X-RateLimit-Limit'),
        'X-RateLimit-Remaining': headers.ref('X-RateLimit-Remaining'),
        'X-RateLimit-Reset': headers.ref('X-RateLimit-Reset'),
      }
    : {};
  const content =
    spec.form === 'file'
      ? { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } }
      : { 'application/json': { schema: ref(answerId!) } };
  return Object.fromEntries(
    spec.statuses.map((status) => [
      String(status),
      {
        description: status === 202 ? 'Accepted' : status === 201 ? 'Created' : 'OK',
        headers: {
          'X-Request-Id': headers.ref('X-Request-Id'),
          ...rateHeaders,
          ...(id === 'createStudentImport' ? { Location: headers.ref('Location') } : {}),
        },
        content,
      },
    ]),
  );
}

/** The errors an operation can answer (spec §4 intro, §7); any other status falls to `default`. */
function errorStatuses(spec: OperationSpec, id: OperationId): string[] {
  if (spec.permission === null) return ['500', '503'];
  const list = ['400', '401', '403', '404'];
  if (spec.body || (isOrganizationScoped(id) && spec.tag !== 'Exams')) list.push('409');
  if (spec.body) list.push('413', '415');
  if (id === 'createStudentImport') list.push('422');
  if (spec.rateLimit) list.push('429');
  return [...list, '500', '503'];
}

/**
 * The OpenAPI 3.1 document of the Partner API as the console and the sandbox understand it, built from the
 * operations table and its zod schemas. `serverUrl` is the base URL including `/v1`.
 */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const { schemas, answers, bodyId } = componentSchemas();
  const paths: OpenApiDocument['paths'] = {};
  for (const id of operationIds) {
    const spec: OperationSpec = operations[id];
    const parameters = [
      ...pathParams(spec.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        description: 'An id: 24 hexadecimal characters.',
        schema: objectId,
      })),
      ...queryParameters(spec.query),
    ];
    const body = spec.body && bodyId(spec.body);
    const operation: OpenApiOperation = {
      operationId: id,
      summary: spec.summary,
      tags: [spec.tag],
      ...(spec.permission === null ? { security: [] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(body) } } } } : {}),
      responses: {
        ...successResponses(id, spec, answers.get(id)),
        ...Object.fromEntries(
          errorStatuses(spec, id).map((status) => [status, { $ref: `#/components/responses/${status}` }]),
        ),
        default: { $ref: '#/components/responses/default' },
      },
      'x-permission': spec.permission,
      'x-rate-limit': spec.rateLimit,
      ...(spec.assumption ? { 'x-console-assumption': spec.assumption } : {}),
    };
    (paths[spec.path] ??= {})[spec.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Integration API',
      version: '1.2.0',
      summary:
        'Students, exams, applications and group challenges, as the Partner Console and its sandbox understand them.',
      description:
        'Generated from lib/partner-api/operations.ts (npm run openapi). Where the API specification leaves a path or an answer open, ' +
        'the operation carries `x-console-assumption`; docs/api-notes.md gives the reasons. Every answer carries `X-Request-Id`; ' +
        'answers may hold fields not listed here, which clients ignore.',
    },
    servers: [
      {
        url: options.serverUrl ?? '/v1',
        description: options.serverUrl ? 'This sandbox' : 'The base URL, including /v1',
      },
    ],
    security: [{ partnerToken: [] }],
    tags: operationTags.map((name) => ({ name })),
    paths,
    components: { schemas, responses: errorResponses, headers: headers.all, securitySchemes },
  };
}
