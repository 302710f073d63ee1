import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { StudentFormSkeleton } from '@/components/students/student-form-skeleton';
import { Alert } from '@/components/ui/alert';
import { requirePageUser } from '@/server/auth/guards';
import { loadStudentPage } from '@/server/students/student-page';
import { EditStudentSection } from './edit-student-section';

export const metadata: Metadata = { title: 'Edit student' };

export default async function EditStudentPage({ params }: { params: Promise<{ studentId: string }> }) {
  const user = await requirePageUser();
  const { studentId } = await params;
  // Only the student decides found or not found (a 404 must be sent before any byte); the form streams below.
  const load = await loadStudentPage(user, studentId, 'live');
  if (load.kind === 'not-found') notFound();
  return (
    <div className="max-w-3xl space-y-5">
      <nav className="text-sm">
        <Link href={`/students/${studentId}`} className="text-sky-800 hover:underline">
          ← Back to the student
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold text-slate-900">
        Edit {load.kind === 'found' ? load.student.fullName : 'student'}
      </h1>
      {load.kind === 'found' ? (
        <Suspense fallback={<StudentFormSkeleton />}>
          <EditStudentSection user={user} student={load.student} />
        </Suspense>
      ) : (
        <Alert title="The form cannot be shown." requestId={load.error.requestId}>
          {load.error.message} Reload the page to try again.
        </Alert>
      )}
    </div>
  );
}
