import { PageSkeleton } from '@/components/group-challenges/page-skeleton';

export default function Loading() {
  return <PageSkeleton />;
}
