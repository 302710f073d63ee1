import { z } from 'zod';
import { examSchema } from './exam';

/** A certificate or report of a student (docs/api-notes.md): `{ _id, title, exam, issuedAt }`; download answers a PDF. */
export const studentDocumentSchema = z.looseObject({
  _id: z.string(),
  title: z.string(),
  exam: z.union([z.string(), examSchema]).nullable().optional(),
  issuedAt: z.string(),
});
export type StudentDocument = z.infer<typeof studentDocumentSchema>;
export type Certificate = StudentDocument;
export type Report = StudentDocument;
