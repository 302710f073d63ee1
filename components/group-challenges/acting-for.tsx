'use client';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { Group } from '@/lib/partner-api/schemas/group';

/** Which of your students the console acts for: every submit is recorded as your account acting for them. */
export function ActingFor({
  group,
  studentId,
  onChange,
  showChoice = true,
  children,
}: {
  group: Group;
  studentId: string;
  onChange: (id: string) => void;
  /** Off once the work is sent: there is nothing left to act on. */
  showChoice?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('groupChallenges');
  const selectId = useId();
  return (
    <div className="space-y-3">
      <div className={showChoice ? 'max-w-sm' : 'hidden'}>
        <Label htmlFor={selectId}>{t('actFor')}</Label>
        <Select id={selectId} value={studentId} onChange={(e) => onChange(e.target.value)} className="w-full">
          {group.yourStudents.map((s) => (
            <option key={s.studentId} value={s.studentId}>
              {s.firstName} {s.lastName}
            </option>
          ))}
        </Select>
        <p className="mt-1 text-xs text-slate-600">{t('actForHint')}</p>
      </div>
      {children}
    </div>
  );
}
