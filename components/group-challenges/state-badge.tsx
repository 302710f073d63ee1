import { Badge } from '@/components/ui/badge';
import type { StateLabel } from '@/lib/group-challenges/labels';

/** A state as a badge, its hint on hover. */
export function StateBadge({ state }: { state: StateLabel }) {
  return (
    <Badge tone={state.tone} title={state.hint}>
      {state.label}
    </Badge>
  );
}
