import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { StudentFormSkeleton } from '@/components/students/student-form-skeleton';
import { Alert } from '@/components/ui/alert';
import { requirePageUser } from '@/server/auth/guards';
import { studentForEditRead } from '@/server/students/reads';
import { EditStudentSection } from './edit-student-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('editStudent'))('metaTitle') };
}

export default async function EditStudentPage({ params }: { params: Promise<{ studentId: string }> }) {
  const user = await requirePageUser();
  const { studentId } = await params;
  // Only the student decides found or not found (a 404 must be sent before any byte); the form streams below.
  const load = await studentForEditRead.load(user, { studentId });
  const t = await getTranslations('editStudent');
  const common = await getTranslations('common');
  if (load.kind === 'not-found') notFound();
  return (
    <ClientMessages scope="(console)/students/[studentId]/edit/page">
      <div className="max-w-3xl space-y-5">
        <nav className="text-sm">
          <Link href={`/students/${studentId}`} className="text-sky-800 hover:underline">
            {t('back')}
          </Link>
        </nav>
        <h1 className="text-2xl font-semibold text-slate-900">
          {load.kind === 'found' ? t('title', { name: load.student.fullName }) : t('titleUnknown')}
        </h1>
        {load.kind === 'found' ? (
          <Suspense fallback={<StudentFormSkeleton />}>
            <EditStudentSection user={user} student={load.student} />
          </Suspense>
        ) : (
          <Alert title={t('formUnavailable')} requestId={load.error.requestId}>
            <FailureText failure={load.error} /> {common('reloadHint')}
          </Alert>
        )}
      </div>
    </ClientMessages>
  );
}
