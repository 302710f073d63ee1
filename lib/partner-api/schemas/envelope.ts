import { z } from 'zod';

/** Spec §2 "Pagination object". */
export const paginationSchema = z.looseObject({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * Success envelope `{ success, message, data }` (spec §1 conventions). Single-record answers may carry
 * a `pagination` object too; it is kept but never required.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.looseObject({
    success: z.boolean().optional(),
    message: z.string().optional(),
    data,
    pagination: paginationSchema.optional(),
  });
}

/** A list answer: the envelope with an array of records and a required `pagination`. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({
    success: z.boolean().optional(),
    message: z.string().optional(),
    data: z.array(item),
    pagination: paginationSchema,
  });
}

/** Spec §2 "Error body"; `code` stays a string so that new codes (spec §9.3) parse. */
export const errorBodySchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    documentation_url: z.string().optional(),
    request_id: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The twelve codes of spec §7, for display and branching; an answer may carry others. */
export const knownErrorCodes = [
  'bad_request',
  'invalid_email',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable_entity',
  'too_many_requests',
  'internal_error',
  'service_unavailable',
] as const;
