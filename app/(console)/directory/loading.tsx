import { TableSkeleton } from '@/components/activity/table-states';

export default function DirectoryLoading() {
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold text-slate-900">Directory</h1>
      <TableSkeleton rows={10} />
    </div>
  );
}
