'use client';
import { RouteError, type RouteErrorProps } from '@/components/shell/route-error';

export default function SectionError(props: Pick<RouteErrorProps, 'error' | 'reset'>) {
  return <RouteError {...props} title="Something went wrong" />;
}
