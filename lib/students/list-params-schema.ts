import { z } from 'zod';

/** What the e-mail finder of the Students page shows, all of it kept in the URL (`/students?email=&page=&limit=`). */
export const studentListParamsSchema = z.strictObject({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** Addresses of the e-mail filter (the API's listStudents filter); none: every student. */
  emails: z.array(z.string()).max(100),
});
export type StudentListParams = z.infer<typeof studentListParamsSchema>;
