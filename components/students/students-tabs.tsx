import { useTranslations } from 'next-intl';
import { TabLinks } from '@/components/ui/tab-links';

export type StudentsMode = 'search' | 'emails';

/** The Students page's two ways to find students; the current one is kept in the URL (`?by=email`). */
export function StudentsTabs({ current }: { current: StudentsMode }) {
  const t = useTranslations('students');
  return (
    <TabLinks
      label={t('ways')}
      tabs={[
        { href: '/students', label: t('tabSearch'), current: current === 'search' },
        { href: '/students?by=email', label: t('tabEmails'), current: current === 'emails' },
      ]}
    />
  );
}
