'use client';
import { RouteError, type RouteErrorProps } from '@/components/shell/route-error';

export default function SectionError(props: Pick<RouteErrorProps, 'error' | 'reset'>) {
  return (
    <RouteError
      {...props}
      title="This group-challenge page could not be shown"
      back={{ href: '/group-challenges', label: 'Back to group challenges' }}
    />
  );
}
