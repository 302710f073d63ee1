'use client';
import { useTranslations } from 'next-intl';
import { SearchIcon, XIcon } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { parseEmailFilterText } from '@/lib/students/email-filter';
import { studentListHref, type StudentListParams } from '@/lib/students/list-params';

type Props = { params: StudentListParams; emailText: string };

/** The pasted-addresses box; searching puts the addresses in the URL (page back to 1). */
export function StudentsEmailFilter({ params, emailText }: Props) {
  const router = useRouter();
  const t = useTranslations('studentsEmail');
  const [text, setText] = useState(emailText);
  const parsed = text.trim() === '' ? null : parseEmailFilterText(text);
  const go = (next: Partial<StudentListParams> & { emailText?: string }) =>
    router.push(studentListHref({ ...params, emailText, ...next, page: 1 }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed && !parsed.ok) return;
    go({ emailText: parsed ? parsed.emails.join(',') : '' });
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <form onSubmit={submit} className="space-y-2" role="search">
        <Label htmlFor="students-email">{t('label')}</Label>
        <p id="students-email-help" className="text-sm text-slate-600">
          {t('help')}
        </p>
        <Textarea
          id="students-email"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={parsed !== null && !parsed.ok}
          aria-describedby="students-email-help students-email-status"
          className="min-h-16 font-mono text-xs"
          placeholder={t('placeholder')}
        />
        <p
          id="students-email-status"
          className={parsed && !parsed.ok ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
          aria-live="polite"
        >
          {parsed === null
            ? ''
            : parsed.ok
              ? t('toLookFor', { count: parsed.emails.length })
              : parsed.problems
                  .map((p) =>
                    p.kind === 'invalid'
                      ? t('invalid', { count: p.values.length, list: p.values.join(', ') })
                      : t('tooMany', { max: p.max, given: p.given }),
                  )
                  .join(' ')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={parsed !== null && !parsed.ok}>
            <SearchIcon aria-hidden /> {t('search')}
          </Button>
          {emailText ? (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                go({ emailText: '' });
              }}
            >
              <XIcon aria-hidden /> {t('clearFilter')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
