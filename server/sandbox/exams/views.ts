import type {
  StoredApplication,
  StoredCategory,
  StoredDocument,
  StoredExam,
  StoredLanguage,
  StoredPayment,
  StoredSession,
} from './exams-state';

/** Records as answered: the internal `organizationId` (and other internal fields) left out. */
function withoutOrganization<T extends { organizationId: string }>(record: T): Omit<T, 'organizationId'> {
  const { organizationId: _organizationId, ...rest } = record;
  return rest;
}

export type ExamView = Omit<StoredExam, 'organizationId'>;
export type CategoryView = Omit<StoredCategory, 'organizationId'>;
export type SessionView = Omit<StoredSession, 'organizationId'>;
export type LanguageView = Omit<StoredLanguage, 'organizationId'>;
export type PaymentView = Omit<StoredPayment, 'organizationId'>;
export type ApplicationView = Omit<StoredApplication, 'organizationId' | 'studentId'>;

export const examView = (exam: StoredExam): ExamView => withoutOrganization(exam);
export const categoryView = (category: StoredCategory): CategoryView => withoutOrganization(category);
export const sessionView = (session: StoredSession): SessionView => withoutOrganization(session);
export const languageView = (language: StoredLanguage): LanguageView => withoutOrganization(language);
export const paymentView = (payment: StoredPayment): PaymentView => withoutOrganization(payment);

/** The stored form of spec §2 "Application": exam, user and payment as ids. */
export function applicationView(application: StoredApplication): ApplicationView {
  const { organizationId: _organizationId, studentId: _studentId, ...rest } = application;
  return rest;
}

/** A certificate or report in a list (docs/api-notes.md). */
export function documentView(document: StoredDocument): { _id: string; title: string; exam: string; issuedAt: string } {
  return { _id: document._id, title: document.title, exam: document.exam, issuedAt: document.issuedAt };
}
