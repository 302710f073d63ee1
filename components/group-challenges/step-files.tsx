import { FileIcon, EyeOffIcon } from 'lucide-react';
import type { TimelineFile } from '@/lib/group-challenges/timeline';
import { StateBadge } from './state-badge';

/** A step's files: name only when one of your students uploaded it (spec §2 File). */
export function StepFiles({ files }: { files: TimelineFile[] }) {
  if (files.length === 0) return <p className="text-sm text-slate-500">No files yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          {file.hidden ? <EyeOffIcon className="size-4 shrink-0 text-slate-400" aria-hidden /> : <FileIcon className="size-4 shrink-0 text-slate-500" aria-hidden />}
          <span className={file.hidden ? 'min-w-0 flex-1 text-slate-500 italic' : 'min-w-0 flex-1 font-medium break-all text-slate-900'}>{file.name}</span>
          <StateBadge state={file.status} />
          <span className="text-xs text-slate-600">
            {[file.fileType.toUpperCase(), file.size || (file.state === 'uploading' ? 'size not known yet' : ''), file.uploadedBy && `by ${file.uploadedBy}`]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
