import type { Sandbox } from '../kernel/sandbox';
import { buildExamsSeed } from './seed';

/**
 * The exams domain's records, JSON-serialisable. Every record carries the `organizationId` it belongs
 * to (an internal field, never answered); answers are made by the serializers in `views.ts`.
 */

/** Spec §2 "Exam category". */
export interface StoredCategory {
  _id: string;
  organizationId: string;
  name: string;
  altName?: string;
  order: number;
  isActive: boolean;
  nonAcceptedReplacements: string[];
  studyMaterialLinks: string[];
  createdAt: string;
  updatedAt: string;
}

/** A sitting (spec §2 "Available-exams tree": session). `date` is the instant the sitting starts. */
export interface StoredSession {
  _id: string;
  organizationId: string;
  sessionName: string;
  date: string;
  startTime: string;
  tz: string;
  sessionAlias: string;
  sessionNote: string;
  enableSimulation: boolean;
  simulationDate?: string;
  simulationEndDate?: string;
  /** Set on a make-up sitting: the sitting it makes up for. */
  relatedSession?: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredLanguage {
  _id: string;
  organizationId: string;
  name: string;
  code: string;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** Spec §2 "Exam record". `price` absent: nobody priced it (differs from 0, free). */
export interface StoredExam {
  _id: string;
  organizationId: string;
  session: string;
  category: string;
  language: string;
  grades: string[];
  countries: string[];
  examType: string;
  examTime: number;
  duration: number;
  questionCount: number;
  price?: number;
  preventApplication: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Spec §2 "Application", stored form. `user` is the organization copy's id. */
export interface StoredApplication {
  _id: string;
  organizationId: string;
  /** The core student's id (internal; the StudentRef's mainId). */
  studentId: string;
  exam: string;
  user: string;
  payment?: string;
  partners: Array<{ user: string; accepted: boolean }>;
  participated: boolean;
  examStart?: string;
  examSubmitted: boolean;
  submitDate?: string;
  simulationStarted: boolean;
  simulationSubmitted: boolean;
  simulationStart?: string;
  removeAfter?: string;
  uuid: string;
  createdAt: string;
  updatedAt: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'canceled';

/** Spec §2 "Payment". `for` is the organization copy's id. */
export interface StoredPayment {
  _id: string;
  organizationId: string;
  status: PaymentStatus;
  amount: number;
  application: string;
  exam: string;
  for: string;
  createdAt: string;
  updatedAt: string;
}

/** A certificate or a report of one student in one organization (docs/api-notes.md: `{ _id, title, exam, issuedAt }`). */
export interface StoredDocument {
  _id: string;
  kind: 'certificate' | 'report';
  organizationId: string;
  /** The core student's id. */
  studentId: string;
  title: string;
  exam: string;
  issuedAt: string;
}

export interface ExamsState {
  categories: StoredCategory[];
  sessions: StoredSession[];
  languages: StoredLanguage[];
  exams: StoredExam[];
  applications: StoredApplication[];
  payments: StoredPayment[];
  documents: StoredDocument[];
}

export function emptyExamsState(): ExamsState {
  return { categories: [], sessions: [], languages: [], exams: [], applications: [], payments: [], documents: [] };
}

/** Builds this domain's seed; earlier domains' parts of sandbox.state (reference, students) are already there. */
export function seedExams(sandbox: Sandbox): ExamsState {
  return buildExamsSeed(sandbox);
}
