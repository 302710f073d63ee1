import type { ComponentProps } from 'react';

/**
 * The console's icons (Lucide's drawings) drawn by the stylesheet, not by the page: each is an empty `<svg>` whose
 * shape is a CSS mask (app/icons.css, `npm run icons` writes it from this list) painted in the text's colour. A
 * page sends `<svg class="icon i-house size-4">` instead of the drawing's paths, however often the icon repeats
 * (issue 36, "Lean pages"); the stylesheet is downloaded once. Sized, coloured and placed like Lucide's: 24 px
 * unless a class says otherwise, the text's colour, hidden from assistive technology unless given a label.
 * To add one: `export const NameIcon = icon(…)` here with Lucide's name (a file of lucide-react's dist/esm/icons),
 * then `npm run icons`.
 */
export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;
export type Icon = (props: IconProps) => React.JSX.Element;

function labelled(props: IconProps): boolean {
  return Object.entries(props).some(
    ([key, value]) => (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
  );
}

function icon(name: string): Icon {
  const base = `icon i-${name}`;
  function DrawnIcon({ className, ...props }: IconProps) {
    return (
      <svg
        aria-hidden={labelled(props) ? undefined : 'true'}
        {...props}
        className={className ? `${base} ${className}` : base}
      />
    );
  }
  DrawnIcon.displayName = `Icon(${name})`;
  return DrawnIcon;
}

export const ActivityIcon = icon('activity');
export const ArrowDownIcon = icon('arrow-down');
export const ArrowRightIcon = icon('arrow-right');
export const ArrowUpIcon = icon('arrow-up');
export const BanIcon = icon('ban');
export const BookOpenIcon = icon('book-open');
export const ChartColumnIcon = icon('chart-column');
export const CheckCircle2Icon = icon('circle-check');
export const CheckIcon = icon('check');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const ClipboardListIcon = icon('clipboard-list');
export const CopyIcon = icon('copy');
export const DownloadIcon = icon('download');
export const ExternalLinkIcon = icon('external-link');
export const EyeOffIcon = icon('eye-off');
export const FileCheckIcon = icon('file-check');
export const FileIcon = icon('file');
export const GlobeIcon = icon('globe');
export const GraduationCapIcon = icon('graduation-cap');
export const HelpCircleIcon = icon('circle-question-mark');
export const HouseIcon = icon('house');
export const InboxIcon = icon('inbox');
export const InfoIcon = icon('info');
export const LinkIcon = icon('link');
export const LoaderCircleIcon = icon('loader-circle');
export const LoaderIcon = icon('loader');
export const LockIcon = icon('lock');
export const LogOutIcon = icon('log-out');
export const MenuIcon = icon('menu');
export const MinusIcon = icon('minus');
export const PlusIcon = icon('plus');
export const RefreshCwIcon = icon('refresh-cw');
export const SearchIcon = icon('search');
export const SendIcon = icon('send');
export const Trash2Icon = icon('trash');
export const UploadIcon = icon('upload');
export const UserCogIcon = icon('user-cog');
export const UserIcon = icon('user');
export const UsersRoundIcon = icon('users-round');
export const XCircleIcon = icon('circle-x');
export const XIcon = icon('x');
