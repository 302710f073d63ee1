/** The parts of the OpenAPI document that do not come from the operations table: headers, errors, the token. */

const integer = { type: 'integer', minimum: 0 };

const all = {
  'X-Request-Id': {
    description: 'The request id: the one sent (when valid) or one the service made. Quote it to support.',
    required: true,
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': { description: "Requests allowed in this operation's window (spec §8).", schema: integer },
  'X-RateLimit-Remaining': { description: 'Requests left in the window, never below 0.', schema: integer },
  'X-RateLimit-Reset': { description: 'Seconds until the window ends, rounded up.', schema: integer },
  'Retry-After': { description: 'Seconds to wait before sending again.', schema: integer },
  Location: { description: 'The URL of the import.', schema: { type: 'string' } },
} as const;

export const headers = {
  all,
  ref: (name: keyof typeof all) => ({ $ref: `#/components/headers/${name}` }),
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

function error(description: string, extraHeaders: Array<keyof typeof all> = []) {
  return {
    description,
    headers: Object.fromEntries(['X-Request-Id' as const, ...extraHeaders].map((name) => [name, headers.ref(name)])),
    content: errorContent,
  };
}

/** Spec §7, one response per status, referred to by every operation that can answer it. */
export const errorResponses = {
  '400': error(
    'bad_request: malformed JSON, a broken field rule, an unknown field or a malformed path id; nothing changed.',
  ),
  '401': error(
    'unauthorized: the token is missing, malformed, badly signed, expired, revoked, or the account is inactive.',
  ),
  '403': error('forbidden: no role allows the operation on its target, or a disallow role matches.'),
  '404': error(
    "not_found: an unknown record, another account's record, an unknown organization, or a feature that is off.",
  ),
  '409': error(
    'conflict: the state forbids it (address registered, student never signed in, paid application, group-challenge state: `details.reason`).',
  ),
  '413': error('payload_too_large: a body over 100 kB (1.5 MB for an import).'),
  '415': error('unsupported_media_type: a charset that is not UTF, or an unknown Content-Encoding.'),
  '422': error('unprocessable_entity: rows of the batch cannot be registered (`details.rows`); nothing queued.'),
  '429': error("too_many_requests: the operation's window is used up; the operation pauses for 60 s.", ['Retry-After']),
  '500': error('internal_error: a failure on the service side; retry later.'),
  '503': error('service_unavailable: busy or paused (`details.reason` busy for a group); nothing was written.', [
    'Retry-After',
  ]),
  default: {
    description:
      'Any other error: the error body, or plain text for a 502 or 504 from the network in front of the service.',
    content: { ...errorContent, 'text/plain': { schema: { type: 'string' } } },
  },
};

export const securitySchemes = {
  partnerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A token the partner signs itself with HS256 and its apiSecret (spec §5): header `kid` = apiKey, claims `sub` = apiKey, ' +
      '`iat` and `exp` in whole seconds, at most 3600 s apart. The secret is never sent.',
  },
};
