import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

/** An upstream answer's status: green 2xx, amber 4xx, red 5xx and "no answer" (network, timeout). */
export function StatusBadge({ status, errorCode }: { status: number; errorCode: string | null }) {
  const t = useTranslations('activityPage');
  const tone =
    status === 0 || status >= 500
      ? 'danger'
      : status >= 400
        ? 'warning'
        : status >= 200 && status < 300
          ? 'success'
          : 'neutral';
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone={tone}>{status === 0 ? t('noAnswer') : status}</Badge>
      {errorCode ? <code className="font-mono text-xs text-slate-600">{errorCode}</code> : null}
    </span>
  );
}
