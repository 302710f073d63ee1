import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation } from './build-document';

/**
 * Checks requests and answers against the OpenAPI document, on its own reading of the paths (not the
 * operations table's router), with ajv. Tests only: the client's requests and the sandbox's answers go
 * through it, so that a drift between client, sandbox and document fails a test.
 */
export interface ContractRequest {
  method: string;
  /** Path below the base URL (`/student?page=2`). */
  path: string;
  headers: Headers;
  /** The body as sent (text), if any. */
  body?: string;
}

export interface ContractAnswer {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

type JsonSchema = Record<string, unknown>;
interface Match {
  template: string;
  operation: OpenApiOperation;
  params: Record<string, string>;
}

export class ContractViolation extends Error {}

export function createContractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    if (!fn) {
      const refName = typeof schema.$ref === 'string' && schema.$ref.startsWith('#/') ? schema.$ref : undefined;
      fn = refName ? ajv.getSchema(`openapi${refName}`)! : ajv.compile(schema);
      compiled.set(key, fn);
    }
    return fn;
  };
  const problemsOf = (schema: JsonSchema, value: unknown, where: string) => {
    const validate = validator(schema);
    return validate(value)
      ? []
      : (validate.errors ?? []).slice(0, 5).map((e) => `${where}${e.instancePath} ${e.message}`);
  };
  const resolve = <T>(value: T): T => {
    const target = (value as { $ref?: string }).$ref;
    if (!target) return value;
    return target
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as T;
  };

  const routes = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      template,
      method: method.toUpperCase(),
      operation,
      segments: template.split('/').filter(Boolean),
    })),
  );

  /** The operation a method and path name; where two templates fit, the one with a literal segment earlier wins. */
  function match(method: string, path: string): Match | undefined {
    const parts = new URL(path, 'http://x').pathname.split('/').filter(Boolean).map(decodeURIComponent);
    let best: { match: Match; score: string } | undefined;
    for (const route of routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let score = '';
      const fits = route.segments.every((segment, i) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        score += param ? '0' : '1';
        if (param) params[param[1]!] = parts[i]!;
        return param ? true : segment === parts[i];
      });
      if (fits && (!best || score > best.score))
        best = { match: { template: route.template, operation: route.operation, params }, score };
    }
    return best?.match;
  }

  function checkRequest(request: ContractRequest): string[] {
    const found = match(request.method, request.path);
    if (!found) return [`${request.method} ${request.path}: no operation of the document`];
    const { operation, params } = found;
    const problems: string[] = [];
    const parameters = (operation.parameters ?? []) as Array<{
      name: string;
      in: string;
      required?: boolean;
      schema: JsonSchema;
    }>;
    for (const p of parameters.filter((p) => p.in === 'path'))
      problems.push(...problemsOf(p.schema, params[p.name], `path ${p.name}`));
    const query = new URL(request.path, 'http://x').searchParams;
    const declared = new Map(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
    for (const name of new Set(query.keys())) {
      const p = declared.get(name);
      if (!p) {
        problems.push(`query ${name}: not a parameter of ${operation.operationId}`);
        continue;
      }
      const raw = query.get(name)!;
      const numeric = (p.schema.type === 'integer' || p.schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(raw);
      problems.push(...problemsOf(p.schema, numeric ? Number(raw) : raw, `query ${name}`));
    }
    for (const p of declared.values()) if (p.required && !query.has(p.name)) problems.push(`query ${p.name}: required`);
    const security = (operation.security ?? document.security) as unknown[];
    if (security.length > 0 && !/^Bearer \S+$/.test(request.headers.get('authorization') ?? ''))
      problems.push('no bearer token');
    const body = operation.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined;
    if (body) {
      if (!(request.headers.get('content-type') ?? '').startsWith('application/json'))
        problems.push('body: not sent as application/json');
      let json: unknown;
      try {
        json = JSON.parse(request.body ?? '');
      } catch {
        problems.push('body: not JSON');
      }
      problems.push(...problemsOf(body.content['application/json']!.schema, json, 'body'));
    } else if (request.body) problems.push(`body: ${operation.operationId} takes none`);
    return problems.map((p) => `${operation.operationId} request: ${p}`);
  }

  /** Problems of an answer; an answer to a path of no operation (an unknown path) has nothing to be checked against. */
  function checkAnswer(answer: ContractAnswer): string[] {
    const found = match(answer.method, answer.path);
    if (!found) return [];
    const { operation } = found;
    const declared = operation.responses[String(answer.status)];
    const response = resolve(
      (declared ?? operation.responses.default) as {
        headers?: Record<string, { required?: boolean }>;
        content?: Record<string, { schema: JsonSchema }>;
      },
    );
    const problems: string[] = [];
    if (!declared && answer.status < 400) problems.push(`status ${answer.status} is not a documented success`);
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (resolve(header).required && !answer.headers.has(name)) problems.push(`header ${name} missing`);
    }
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const content = response.content?.[type];
    if (!content) problems.push(`content type ${type || '(none)'} not documented for ${answer.status}`);
    else if (type === 'application/json') {
      let json: unknown;
      try {
        json = JSON.parse(answer.text);
      } catch {
        problems.push('body is not JSON');
      }
      problems.push(...problemsOf(content.schema, json, 'body'));
    }
    return problems.map((p) => `${operation.operationId} answer ${answer.status}: ${p}`);
  }

  return {
    match,
    checkRequest,
    checkAnswer,
    /** Throws a ContractViolation naming every problem. */
    assert(problems: string[]) {
      if (problems.length > 0)
        throw new ContractViolation(`Drift from the API document (docs/openapi.json):\n${problems.join('\n')}`);
    },
  };
}
