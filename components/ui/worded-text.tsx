import { useTranslations } from 'next-intl';
import type { WordedMessage } from './use-api-wording';

/** One worded message; the API's own words, when we have no sentence for them, as secondary text. */
export function WordedText({ worded, inline }: { worded: WordedMessage; inline?: boolean }) {
  const t = useTranslations('apiWording');
  const className = inline ? undefined : 'block';
  if (worded.text) return <span className={className}>{worded.text}</span>;
  return (
    <span className={className}>
      <span className="font-medium">{t('apiSaid')}</span>{' '}
      <span lang="en" translate="no" className="text-slate-700" data-testid="api-said">
        {worded.apiSaid}
      </span>
    </span>
  );
}
