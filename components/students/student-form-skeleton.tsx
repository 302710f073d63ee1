import { SkeletonForm, SkeletonRegion } from '@/components/shell/skeleton';
import { Card, CardContent } from '@/components/ui/card';

/** The student form (register or edit) while its countries load. */
export function StudentFormSkeleton() {
  return (
    <SkeletonRegion label="form">
      <Card>
        <CardContent className="py-5">
          <SkeletonForm fields={10} />
        </CardContent>
      </Card>
    </SkeletonRegion>
  );
}
