import { BanIcon, CheckIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { describeRole, type AccountRole } from '@/lib/partner-api/explain-permission';
import { cn } from '@/components/ui/cn';

export interface MatrixCellProps {
  permission: string;
  target: string;
  allowed: boolean;
  decidedBy: AccountRole | null;
  /** False when no console operation uses this permission on this target; the cell is then dimmed. */
  used: boolean;
}

/** One permission on one target: allowed or denied, with the deciding role on hover. */
export function MatrixCell(props: MatrixCellProps) {
  const t = useTranslations('account');
  const { permission, target, allowed, decidedBy, used } = props;
  const role = decidedBy ? describeRole(decidedBy) : t('noRole');
  const decision = allowed
    ? t('cellAllowed', { permission, target, role })
    : decidedBy
      ? t('cellDenied', { permission, target, role })
      : t('cellNoRole', { permission, target });
  const title = used ? decision : `${decision} ${t('cellUnused')}`;
  return (
    <td
      className="relative px-1.5 py-2 text-center sm:px-2"
      title={title}
      data-allowed={allowed}
      data-target={props.target}
    >
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
          // Unused cells are told apart by a dashed outline, not by fading (faded text fails contrast).
          !used
            ? 'border border-dashed border-slate-300 text-slate-700'
            : allowed
              ? 'bg-emerald-50 text-emerald-800'
              : 'bg-red-50 text-red-800',
        )}
      >
        {allowed ? <CheckIcon className="size-3.5" aria-hidden /> : <BanIcon className="size-3.5" aria-hidden />}
        <span className="max-sm:sr-only">{t(allowed ? 'allowed' : 'denied')}</span>
        <span className="sr-only">{title}</span>
      </span>
    </td>
  );
}
