import type { Attention } from '@/lib/home/home-view';
import { plural } from '@/lib/home/words';
import { AttentionItem } from './attention-item';
import { AttentionSection } from './attention-section';

/** Per organization your students apply to: those who never signed in there, who can neither apply nor sit. */
export function NeverSignedIn({ attention, coordinator }: { attention: Attention; coordinator: boolean }) {
  const list = attention.neverSignedIn;
  return (
    <AttentionSection
      title="Students who never signed in"
      description={`In organizations where ${coordinator ? 'your' : 'the'} students have applications. A student must sign in once before they can apply; give them a sign-in link.`}
      empty="Every student has signed in to the organizations they apply to, as far as the directory’s last sync knows."
      count={list.reduce((n, o) => n + o.students, 0)}
    >
      {list.map((o) => (
        <AttentionItem
          key={o.organization.slug}
          href={o.href}
          action="See who"
          testId="never-signed-in"
          title={`${plural(o.students, 'student')} never signed in to ${o.organization.name}`}
        />
      ))}
    </AttentionSection>
  );
}
