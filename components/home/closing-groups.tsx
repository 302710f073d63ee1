import { Alert } from '@/components/ui/alert';
import type { Attention } from '@/lib/home/home-view';
import { closesIn } from '@/lib/home/words';
import { AttentionItem } from './attention-item';
import { AttentionSection } from './attention-section';

const statusWords: Record<string, string> = {
  awaiting_payment: 'waiting for the teacher’s payment',
  draft: 'not confirmed by the teacher yet',
  finalized: 'working on the steps',
};

/** Groups of the viewer's students whose work is not sent, in challenges closing within 72 hours. */
export function ClosingGroups({
  attention,
  now,
  coordinator,
}: {
  attention: Attention;
  now: number;
  coordinator: boolean;
}) {
  const groups = attention.closingGroups;
  return (
    <AttentionSection
      title="Group work to send before the challenge closes"
      description={`Group challenges closing within 72 hours, with groups of ${coordinator ? 'your' : 'the'} students whose work is not sent yet.`}
      empty="No group challenge closes within 72 hours with work still to send."
      count={groups.length}
      footer={
        attention.challengeProblems.length ? (
          <div className="space-y-2">
            {attention.challengeProblems.map((p) => (
              <Alert key={p.organization?.slug ?? 'all'} tone="warning" requestId={p.requestId}>
                {p.organization ? `${p.organization.name}'s group challenges` : 'The group challenges'} could not be
                read: {p.message}
              </Alert>
            ))}
          </div>
        ) : null
      }
    >
      {groups.map((g) => (
        <AttentionItem
          key={`${g.challenge.id}:${g.group.id}`}
          href={g.href}
          action="Open the group"
          testId="closing-group"
          title={
            <>
              {g.group.name}: steps {g.group.stepsSubmitted} of {g.group.stepCount} submitted
            </>
          }
        >
          {g.challenge.title} ({g.organization.name}) {closesIn(g.challenge.windowEnd, now)}
          {statusWords[g.group.status] ? `; the group is ${statusWords[g.group.status]}` : ''}.
        </AttentionItem>
      ))}
    </AttentionSection>
  );
}
