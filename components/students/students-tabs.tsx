import { TabLinks } from '@/components/ui/tab-links';

export type StudentsMode = 'search' | 'emails';

/** The Students page's two ways to find students; the current one is kept in the URL (`?by=email`). */
export function StudentsTabs({ current }: { current: StudentsMode }) {
  return (
    <TabLinks
      label="Ways to find students"
      tabs={[
        { href: '/students', label: 'Search', current: current === 'search' },
        { href: '/students?by=email', label: 'Find by a list of e-mails', current: current === 'emails' },
      ]}
    />
  );
}
