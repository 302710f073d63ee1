'use client';
import { RouteError, type RouteErrorProps } from '@/components/shell/route-error';

export default function SectionError(props: Pick<RouteErrorProps, 'error' | 'reset'>) {
  return (
    <RouteError {...props} title="The import page could not be shown">
      Your imports keep running in the background. Try again; if it keeps happening, send the error reference below to
      your administrator.
    </RouteError>
  );
}
