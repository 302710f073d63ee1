import type { Hono } from 'hono';
import { buildOpenApiDocument, type OpenApiDocument } from '@/lib/partner-api/openapi/build-document';
import type { SandboxEnv } from './app';

let document: OpenApiDocument | undefined;

/** `GET /v1/openapi.json`: the API document, with this sandbox's base URL as its server. No token, not counted. */
export function registerOpenApiRoute(app: Hono<SandboxEnv>) {
  app.get('/v1/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    const mountUrl = c.env?.mountUrl ?? new URL(c.req.url).origin;
    return c.json({ ...document, servers: [{ url: `${mountUrl}/v1`, description: 'This sandbox' }] });
  });
}
