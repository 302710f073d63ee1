import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { formatUtc } from '@/lib/activity/format-time';
import type { DirectoryStudentView } from '@/lib/directory/types';

/** The directory's copy of one student, as a definition list. */
export function DirectoryRecord({ student: s }: { student: DirectoryStudentView }) {
  const items: Array<[string, string]> = [
    ['Username', s.username],
    ['E-mail', `${s.email}${s.emailConfirmed ? ' (confirmed)' : ' (not confirmed)'}`],
    ['School', s.schoolName ?? '—'],
    ['City, country', [s.cityName, s.countryName].filter(Boolean).join(', ') || '—'],
    ['Grade', s.gradeName ?? '—'],
    ['Activated platforms', s.platforms.join(', ') || '—'],
    ['Signed in to', s.signedInOrgs ? s.signedInOrgs.join(', ') || 'none' : 'not known'],
    ['Record updated', formatUtc(s.updatedAt)],
    ['Copied to the directory', formatUtc(s.syncedAt)],
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{s.fullName}</h1>
        <Link href={`/students/${s.id}`} className={buttonVariants()}>
          Open the live record
        </Link>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {items.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd className="break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
