import {
  ActivityIcon,
  BookOpenIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  FileCheckIcon,
  GraduationCapIcon,
  HouseIcon,
  LinkIcon,
  UploadIcon,
  UserCogIcon,
  UserIcon,
  UsersRoundIcon,
  type Icon,
} from '@/components/ui/icons';

export type NavLabel =
  | 'home'
  | 'students'
  | 'imports'
  | 'signInLinks'
  | 'exams'
  | 'applications'
  | 'groupChallenges'
  | 'insights'
  | 'activity'
  | 'apiReference'
  | 'account'
  | 'users';

export type ShellRole = 'admin' | 'support' | 'coordinator';

export interface NavItem {
  href: string;
  /** Its name's key in the `nav` messages. */
  label: NavLabel;
  icon: Icon;
  /** Who sees the section; everyone signed in when absent. Each page checks the same roles on the server. */
  roles?: readonly ShellRole[];
}

export const navItems: readonly NavItem[] = [
  { href: '/', label: 'home', icon: HouseIcon },
  { href: '/students', label: 'students', icon: GraduationCapIcon },
  { href: '/imports', label: 'imports', icon: UploadIcon },
  { href: '/sign-in-links', label: 'signInLinks', icon: LinkIcon },
  { href: '/exams', label: 'exams', icon: ClipboardListIcon },
  { href: '/applications', label: 'applications', icon: FileCheckIcon },
  { href: '/group-challenges', label: 'groupChallenges', icon: UsersRoundIcon },
  { href: '/insights', label: 'insights', icon: ChartColumnIcon },
  { href: '/activity', label: 'activity', icon: ActivityIcon, roles: ['admin', 'support'] },
  { href: '/api-reference', label: 'apiReference', icon: BookOpenIcon, roles: ['admin', 'support'] },
  { href: '/account', label: 'account', icon: UserIcon },
  { href: '/users', label: 'users', icon: UserCogIcon, roles: ['admin'] },
];

export function navItemsFor(role: ShellRole): NavItem[] {
  return navItems.filter((item) => !item.roles || item.roles.includes(role));
}
