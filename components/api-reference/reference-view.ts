import type { OpenApiDocument, OpenApiOperation } from '@/lib/partner-api/openapi/build-document';

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: unknown;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  permission: string | null;
  rateLimit: { limit: number; windowSeconds: number } | null;
  assumption?: string;
  parameters: ReferenceParameter[];
  /** Name of the body's shape in the Shapes list. */
  body?: string;
  /** Success statuses with the name of their shape (or the media type of a file). */
  successes: Array<{ status: string; shape: string }>;
  errors: string[];
}

const refName = (value: unknown) => (value as { $ref?: string } | undefined)?.$ref?.split('/').pop();

function toReference(path: string, method: string, operation: OpenApiOperation): ReferenceOperation {
  const responses = Object.entries(operation.responses);
  const body = operation.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: String(operation.summary),
    permission: operation['x-permission'] as string | null,
    rateLimit: operation['x-rate-limit'] as ReferenceOperation['rateLimit'],
    assumption: operation['x-console-assumption'] as string | undefined,
    parameters: ((operation.parameters ?? []) as ReferenceParameter[]).map((p) => ({
      ...p,
      required: Boolean(p.required),
    })),
    body: body ? refName(body.content['application/json']?.schema) : undefined,
    successes: responses
      .filter(([status]) => /^2/.test(status))
      .map(([status, response]) => {
        const content = (response as { content: Record<string, { schema: unknown }> }).content;
        const [type, media] = Object.entries(content)[0]!;
        return { status, shape: refName(media.schema) ?? type };
      }),
    errors: responses.map(([status]) => status).filter((status) => !/^2/.test(status)),
  };
}

/** The document grouped by tag, in the document's order, for the API reference page. */
export function referenceSections(document: OpenApiDocument) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      tag: String((operation.tags as string[])[0]),
      operation: toReference(path, method, operation),
    })),
  );
  const tags = (document.tags as Array<{ name: string }>).map((t) => t.name);
  return tags.map((tag) => ({ tag, operations: operations.filter((o) => o.tag === tag).map((o) => o.operation) }));
}

/** Every named shape with its JSON Schema. */
export function referenceShapes(document: OpenApiDocument) {
  const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
  return Object.entries(schemas).map(([name, schema]) => ({ name, schema }));
}
