'use client';
import { useQuery } from '@tanstack/react-query';
import { LoaderIcon, SearchIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { activityHref } from '@/lib/activity/activity-href';
import { directoryHref } from '@/lib/directory/search-params';
import { unwrapAction } from '@/lib/query/action-query';
import { searchKeys } from '@/lib/query/keys/search';
import type { GlobalSearchResult } from '@/lib/search/global-search';
import { globalSearchAction } from '@/server/search/actions';
import { cn } from '@/components/ui/cn';
import { fieldClass } from '@/components/ui/variants';

type Kind = 'students' | 'applications' | 'requests';
interface Hit {
  key: string;
  kind: Kind;
  href: string;
  label: string;
  detail: string;
}

/** Waits this long after the last key before asking: one search per pause, not per keystroke. */
const pauseMs = 250;

function hitsOf(result: GlobalSearchResult, more: (n: number, capped: boolean) => string): Hit[] {
  const hits: Hit[] = result.students.map((s) => ({
    key: `s:${s.id}`,
    kind: 'students' as const,
    href: `/students/${encodeURIComponent(s.id)}`,
    label: s.name,
    detail: [s.email, s.school].filter(Boolean).join(' · '),
  }));
  if (result.studentsTotal > result.students.length) {
    hits.push({
      key: 's:more',
      kind: 'students',
      href: directoryHref({ q: result.q }),
      label: more(result.studentsTotal, result.studentsCapped),
      detail: '',
    });
  }
  for (const a of result.applications) {
    hits.push({
      key: `a:${a.slug}:${a.id}`,
      kind: 'applications',
      href: `/applications/${encodeURIComponent(a.slug)}/${encodeURIComponent(a.id)}`,
      label: a.code,
      detail: [a.student, a.organization].filter(Boolean).join(' · '),
    });
  }
  for (const r of result.requests ?? []) {
    hits.push({
      key: `r:${r.requestId}:${r.at}`,
      kind: 'requests',
      href: activityHref('requests', { requestId: r.requestId }),
      label: r.requestId,
      detail: `${r.operation} · ${r.status === 0 ? '—' : r.status} · ${r.at.slice(0, 16).replace('T', ' ')} UTC`,
    });
  }
  return hits;
}

/**
 * The header's one search box (a combobox): students by name, e-mail or id, applications by code, and (admin,
 * support) requests by id, grouped by kind. Arrow keys move through the results, Enter opens one, Escape closes.
 */
export function GlobalSearch({ findsRequests }: { findsRequests: boolean }) {
  const t = useTranslations('globalSearch');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted result, for the list it was chosen in: a new list starts with none.
  const [chosen, setChosen] = useState<{ hits: Hit[]; index: number }>({ hits: [], index: -1 });
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const next = text.trim();
    const timer = setTimeout(() => setAsked(next), pauseMs);
    return () => clearTimeout(timer);
  }, [text]);

  const query = useQuery({
    queryKey: searchKeys.global(asked),
    queryFn: () => unwrapAction(globalSearchAction({ q: asked })),
    enabled: asked.length >= 2,
    staleTime: 30_000,
  });
  const hits = useMemo(
    () =>
      query.data && query.data.q === asked
        ? hitsOf(query.data, (n, capped) => t(capped ? 'moreStudentsCapped' : 'moreStudents', { count: n }))
        : [],
    [query.data, asked, t],
  );
  const active = chosen.hits === hits ? chosen.index : -1;
  const setActive = (next: (index: number) => number) => setChosen({ hits, index: next(active) });

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const go = (hit: Hit) => {
    setOpen(false);
    setText('');
    router.push(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (hit) {
        event.preventDefault();
        go(hit);
      }
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
    }
  };

  const showing = open && text.trim().length >= 2;
  const waiting = asked !== text.trim() || query.isFetching;
  const listId = `${id}-list`;
  const groups: Kind[] = findsRequests ? ['students', 'applications', 'requests'] : ['students', 'applications'];

  return (
    <div ref={boxRef} className="min-w-0 flex-1 sm:relative sm:max-w-md" data-testid="global-search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t(findsRequests ? 'labelWithRequests' : 'label')}
      </label>
      <div className="relative">
        <SearchIcon aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-500" />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={showing}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showing && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={text}
          placeholder={t(findsRequests ? 'placeholderWithRequests' : 'placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(fieldClass, 'h-9 pl-8')}
        />
      </div>
      <div
        // `.global-search-panel`: app/globals.css (every page's header carries it).
        className={cn('global-search-panel', !showing && 'hidden')}
      >
        <ul id={listId} role="listbox" aria-label={t('results')} className="py-1">
          {groups.map((kind) => {
            const inGroup = hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind);
            if (inGroup.length === 0) return null;
            return (
              <li key={kind} role="presentation">
                <div
                  id={`${id}-group-${kind}`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {t(`group.${kind}`)}
                </div>
                <ul role="group" aria-labelledby={`${id}-group-${kind}`} data-kind={kind}>
                  {inGroup.map(({ hit, index }) => (
                    <li
                      key={hit.key}
                      id={`${id}-opt-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={cn(
                        'cursor-pointer px-3 py-1.5 text-sm',
                        index === active ? 'bg-sky-50 text-slate-900' : 'text-slate-800 hover:bg-slate-50',
                      )}
                      onPointerDown={(event) => event.preventDefault()}
                      onClick={() => go(hit)}
                      onPointerEnter={() => setActive(() => index)}
                    >
                      <span className={cn('block break-all', hit.key === 's:more' ? 'text-sky-700' : 'font-medium')}>
                        {hit.label}
                      </span>
                      {hit.detail ? <span className="block text-xs break-all text-slate-600">{hit.detail}</span> : null}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="px-3 py-2 text-sm text-slate-600" role="status" aria-live="polite">
          {waiting ? (
            <span className="inline-flex items-center gap-1.5">
              <LoaderIcon aria-hidden className="size-3.5 animate-spin" />
              {t('searching')}
            </span>
          ) : query.isError ? (
            t('failed')
          ) : hits.length === 0 ? (
            t('nothing', { text: asked })
          ) : (
            t('found', { count: hits.filter((h) => h.key !== 's:more').length })
          )}
        </p>
      </div>
    </div>
  );
}
