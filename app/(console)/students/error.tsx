'use client';
import { useTranslations } from 'next-intl';
import { RouteError, type RouteErrorProps } from '@/components/shell/route-error';

export default function SectionError(props: Pick<RouteErrorProps, 'error' | 'reset'>) {
  const t = useTranslations('sectionErrors');
  return <RouteError {...props} title={t('students')} />;
}
