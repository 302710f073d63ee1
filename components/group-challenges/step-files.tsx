import { FileIcon, EyeOffIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/format/bytes';
import type { TimelineFile } from '@/lib/group-challenges/timeline';
import { StateBadge } from './state-badge';
import { useChallengeWords } from './use-challenge-words';

/**
 * A step's files: name only when one of your students uploaded it (spec §2 File); for a coordinator (schoolScoped),
 * only when a student of their schools did.
 */
export function StepFiles({ files, schoolScoped }: { files: TimelineFile[]; schoolScoped: boolean }) {
  const t = useTranslations('groupChallenges');
  const words = useChallengeWords();
  const locale = useLocale();
  if (files.length === 0) return <p className="text-sm text-slate-600">{t('noFiles')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
      {files.map((file) => (
        <li key={file.id} className="flex items-start gap-2 px-3 py-2 text-sm">
          {file.hidden ? (
            <EyeOffIcon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          ) : (
            <FileIcon className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p
              className={file.hidden ? 'text-slate-600 italic' : 'font-medium [overflow-wrap:anywhere] text-slate-900'}
            >
              {file.name ?? t(schoolScoped ? 'hiddenFile' : 'hiddenFileAccount')}
            </p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
              <StateBadge state={words.state('file', file.state)} />
              <span>
                {[
                  file.fileType.toUpperCase(),
                  formatBytes(file.size, locale) || (file.state === 'uploading' ? t('sizeUnknown') : ''),
                  file.uploadedBy && t('byPerson', { person: words.person(file.uploadedBy) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
