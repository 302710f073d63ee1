import { z } from 'zod';

/** Spec §2 "Exam record". `price` is absent when nobody priced the exam, which differs from 0. */
export const examSchema = z.looseObject({
  _id: z.string(),
  session: z.string().optional(),
  category: z.string().optional(),
  language: z.string().optional(),
  grades: z.array(z.string()).optional(),
  countries: z.array(z.string()).optional(),
  examType: z.string().optional(),
  examTime: z.number().optional(),
  duration: z.number().optional(),
  questionCount: z.number().optional(),
  price: z.number().optional(),
  preventApplication: z.boolean().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Exam = z.infer<typeof examSchema>;

/** Spec §2 "Exam category". */
export const examCategorySchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  altName: z.string().optional(),
  order: z.number().optional(),
  isActive: z.boolean().optional(),
  nonAcceptedReplacements: z.array(z.string()).optional(),
  studyMaterialLinks: z.array(z.string()).optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type ExamCategory = z.infer<typeof examCategorySchema>;

/** A language of the available-exams tree; `matchedExam._id` is the examId an application takes. */
export const availableLanguageSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  code: z.string().optional(),
  order: z.number().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  matchedExam: examSchema,
});
export type AvailableLanguage = z.infer<typeof availableLanguageSchema>;

/** A sitting of the available-exams tree. */
export const availableSessionSchema = z.looseObject({
  _id: z.string(),
  sessionName: z.string().optional(),
  date: z.string(),
  startTime: z.string().optional(),
  tz: z.string().optional(),
  sessionAlias: z.string().nullable().optional(),
  sessionNote: z.string().nullable().optional(),
  enableSimulation: z.boolean().optional(),
  simulationDate: z.string().nullable().optional(),
  simulationEndDate: z.string().nullable().optional(),
  relatedSession: z.string().nullable().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  languages: z.array(availableLanguageSchema),
});
export type AvailableSession = z.infer<typeof availableSessionSchema>;

/** Spec §2 "Available-exams tree": categories, each with sittings, each with languages. */
export const availableCategorySchema = examCategorySchema.extend({ sessions: z.array(availableSessionSchema) });
export type AvailableCategory = z.infer<typeof availableCategorySchema>;

export const availableExamsSchema = z.array(availableCategorySchema);
export type AvailableExams = z.infer<typeof availableExamsSchema>;
