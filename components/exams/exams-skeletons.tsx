import { useTranslations } from 'next-intl';
import { SkeletonBar, SkeletonCard, SkeletonLines, SkeletonRegion } from '@/components/shell/skeleton';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** /exams while the organizations load: a grid of organization cards. */
export function OrganizationCardsSkeleton() {
  return (
    <SkeletonRegion label="organizations" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <SkeletonCard key={i} lines={2} />
      ))}
    </SkeletonRegion>
  );
}

/** An organization's exams while they load: the categories card, then the open exams as cards. */
export function ExamsOverviewSkeleton() {
  const t = useTranslations('exams');
  return (
    <SkeletonRegion label="exams" className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('categories')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {['w-28', 'w-36', 'w-24', 'w-32'].map((width) => (
            <SkeletonBar key={width} className={`h-8 bg-slate-100 ${width}`} />
          ))}
        </CardContent>
      </Card>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('openExams')}</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <SkeletonCard key={i} lines={4} />
          ))}
        </div>
      </section>
    </SkeletonRegion>
  );
}

/** A student's available exams while they load: the student's heading, their access, the tree. */
export function AvailableExamsSkeleton() {
  return (
    <SkeletonRegion label="studentExams" className="space-y-6">
      <div className="space-y-2">
        <SkeletonBar className="h-7 w-64" />
        <SkeletonBar className="w-96 max-w-full" />
      </div>
      <SkeletonBar className="h-14 w-full bg-slate-100" />
      {Array.from({ length: 2 }, (_, i) => (
        <SkeletonCard key={i} lines={4} />
      ))}
    </SkeletonRegion>
  );
}

/** "Why not offered" while the rules are checked (or the exams to choose from load). */
export function WhySkeleton() {
  return (
    <SkeletonRegion label="rules" className="space-y-4">
      <Card>
        <CardHeader>
          <SkeletonBar className="h-5 w-56" />
        </CardHeader>
        <CardContent>
          <SkeletonLines lines={5} />
        </CardContent>
      </Card>
    </SkeletonRegion>
  );
}
