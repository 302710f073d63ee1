'use client';
import { SearchIcon, XIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { parseEmailFilterText } from '@/lib/students/email-filter';
import { studentListHref, type SignedInFilter, type StudentListParams } from '@/lib/students/list-params';
import type { OrganizationOption } from './students-list';

const pageSizes = [20, 50, 100];

type Props = { params: StudentListParams; emailText: string; organizations: OrganizationOption[]; scoped?: boolean };

/** The list's filters; applying one changes the URL (page back to 1). `scoped`: a coordinator's directory list. */
export function StudentsFilters({ params, emailText, organizations, scoped = false }: Props) {
  const router = useRouter();
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
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="students-org">View</Label>
          <Select
            id="students-org"
            value={params.org ?? 'all'}
            onChange={(e) => go({ org: e.target.value === 'all' ? null : e.target.value, signedIn: 'any' })}
            className="w-auto min-w-52"
          >
            <option value="all">All students</option>
            {organizations.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name} ({o.slug})
              </option>
            ))}
          </Select>
        </div>
        {params.org ? (
          <div>
            <Label htmlFor="students-signed-in">Signed in to {params.org}</Label>
            <Select
              id="students-signed-in"
              value={params.signedIn}
              onChange={(e) => go({ signedIn: e.target.value as SignedInFilter })}
              className="w-44"
            >
              <option value="any">Any</option>
              <option value="yes">Signed in</option>
              <option value="no">Never signed in</option>
            </Select>
          </div>
        ) : null}
        <div>
          <Label htmlFor="students-limit">Per page</Label>
          <Select
            id="students-limit"
            value={String(params.limit)}
            onChange={(e) => go({ limit: Number(e.target.value) })}
            className="w-24"
          >
            {[...new Set([...pageSizes, params.limit])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </Select>
        </div>
      </div>
      {params.org ? (
        <p className="text-sm text-slate-600">
          An organization sees the students activated for it. The e-mail filter works on the all-students view.
          {scoped
            ? ' Sign-in status is what the directory learned at its last sync; a student it does not know yet shows “not known” and is left out when you filter by it.'
            : ''}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-2" role="search">
          <Label htmlFor="students-email">Find by e-mail</Label>
          <p id="students-email-help" className="text-sm text-slate-600">
            One address, or up to 100 pasted from a spreadsheet (separated by commas, semicolons, spaces or new lines).
          </p>
          <Textarea
            id="students-email"
            rows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={parsed !== null && !parsed.ok}
            aria-describedby="students-email-help students-email-status"
            className="min-h-16 font-mono text-xs"
            placeholder="ana@example.com, levan@example.com"
          />
          <p
            id="students-email-status"
            className={parsed && !parsed.ok ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
            aria-live="polite"
          >
            {parsed === null
              ? ''
              : parsed.ok
                ? `${parsed.emails.length} address${parsed.emails.length === 1 ? '' : 'es'} to look for.`
                : parsed.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={parsed !== null && !parsed.ok}>
              <SearchIcon aria-hidden /> Search
            </Button>
            {emailText ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setText('');
                  go({ emailText: '' });
                }}
              >
                <XIcon aria-hidden /> Clear filter
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
