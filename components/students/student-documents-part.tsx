'use client';
import { ChevronRightIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FailureText } from '@/components/ui/failure-text';
import { ActionQueryError } from '@/lib/query/action-query';
import { studentKeys } from '@/lib/query/keys/students';
import { readStudentDocumentsAction } from '@/server/students/actions';
import { StudentDocuments } from './student-documents';

/**
 * A signed-in student's certificates and reports in one organization: closed on page load (nothing is read),
 * read from the console's stored copy when the person opens it. Opened once, it opens again on the next visit
 * to the student within the browser tab's session.
 */
export function StudentDocumentsPart({ studentId, slug }: { studentId: string; slug: string }) {
  const t = useTranslations('studentOrgs');
  const [open, setOpen] = useOpenedOnce(`${studentId}:${slug}`);
  const id = useId();
  return (
    <div className="space-y-2 text-sm" data-testid="student-documents">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        // The label wraps rather than widening the card past a phone's screen (the Georgian is long).
        className="h-auto max-w-full py-1.5 text-left whitespace-normal"
      >
        <ChevronRightIcon className={cn('transition-transform', open && 'rotate-90')} aria-hidden />
        <span className="min-w-0">{open ? t('hideDocuments') : t('showDocuments')}</span>
      </Button>
      <div id={id} hidden={!open}>
        {open ? <OpenedDocuments studentId={studentId} slug={slug} /> : null}
      </div>
    </div>
  );
}

function OpenedDocuments({ studentId, slug }: { studentId: string; slug: string }) {
  const t = useTranslations('studentOrgs');
  const { query, stored } = useStoredRead(studentKeys.documents(studentId, slug), readStudentDocumentsAction, {
    studentId,
    organization: slug,
  });
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('loadingDocuments')}
      </p>
    );
  }
  if (query.isError) {
    const requestId = query.error instanceof ActionQueryError ? query.error.requestId : null;
    return (
      <Alert title={t('documentsFailed')} requestId={requestId}>
        <p>
          <FailureText failure={query.error} />
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
        >
          {t('documentsRetry')}
        </Button>
      </Alert>
    );
  }
  const { certificates, reports, freshness } = query.data;
  return (
    <div className="space-y-2">
      <FreshnessNote stored={freshness} control={stored} />
      <StudentDocuments certificates={certificates} reports={reports} slug={slug} studentId={studentId} />
    </div>
  );
}

/** The parts opened in this browser tab's session (sessionStorage), so that a revisit shows them open. */
const openedKey = 'console.student-documents.opened';
const listeners = new Set<() => void>();

function openedParts(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(openedKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function remember(part: string, open: boolean) {
  const others = openedParts().filter((p) => p !== part);
  try {
    // The newest 200 are enough for a session.
    window.sessionStorage.setItem(openedKey, JSON.stringify(open ? [...others, part].slice(-200) : others));
  } catch {
    // Storage refused (private mode, quota): the part just opens closed next time.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useOpenedOnce(part: string): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribe,
    () => openedParts().includes(part),
    () => false,
  );
  return [open, (next) => remember(part, next)];
}
