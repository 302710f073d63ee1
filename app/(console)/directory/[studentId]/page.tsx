import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DirectoryRecord } from '@/components/directory/directory-record';
import { requirePageUser } from '@/server/auth/guards';
import { loadDirectoryStudent } from '@/server/directory/queries';
import { isStudentNotFound } from '@/server/directory/scope';

export const metadata: Metadata = { title: 'Directory record' };

/** The directory's copy of one student (what search matched on), with a link to the live record. */
export default async function DirectoryRecordPage({ params }: { params: Promise<{ studentId: string }> }) {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  const { studentId } = await params;
  const student = await loadDirectoryStudent(user, studentId).catch((error: unknown) => {
    if (isStudentNotFound(error)) notFound();
    throw error;
  });
  return <DirectoryRecord student={student} />;
}
