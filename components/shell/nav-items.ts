import {
  ActivityIcon,
  BookOpenIcon,
  ClipboardListIcon,
  FileCheckIcon,
  GraduationCapIcon,
  HouseIcon,
  LinkIcon,
  UploadIcon,
  UserCogIcon,
  UserIcon,
  UsersRoundIcon,
  type LucideIcon,
} from 'lucide-react';

export type ShellRole = 'admin' | 'support' | 'coordinator';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the section; everyone signed in when absent. Each page checks the same roles on the server. */
  roles?: readonly ShellRole[];
}

export const navItems: readonly NavItem[] = [
  { href: '/', label: 'Home', icon: HouseIcon },
  { href: '/students', label: 'Students', icon: GraduationCapIcon },
  { href: '/imports', label: 'Imports', icon: UploadIcon },
  { href: '/sign-in-links', label: 'Sign-in links', icon: LinkIcon },
  { href: '/exams', label: 'Exams', icon: ClipboardListIcon },
  { href: '/applications', label: 'Applications', icon: FileCheckIcon },
  { href: '/group-challenges', label: 'Group challenges', icon: UsersRoundIcon },
  { href: '/activity', label: 'Activity', icon: ActivityIcon, roles: ['admin', 'support'] },
  { href: '/api-reference', label: 'API reference', icon: BookOpenIcon, roles: ['admin', 'support'] },
  { href: '/account', label: 'Account', icon: UserIcon },
  { href: '/users', label: 'Users', icon: UserCogIcon, roles: ['admin'] },
];

export function navItemsFor(role: ShellRole): NavItem[] {
  return navItems.filter((item) => !item.roles || item.roles.includes(role));
}
