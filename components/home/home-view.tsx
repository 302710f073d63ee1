import { useTranslations } from 'next-intl';
import type { HomeView as View } from '@/lib/home/home-view';
import { AwaitingPayment } from './awaiting-payment';
import { BudgetCard } from './budget-card';
import { ClosingGroups } from './closing-groups';
import { DirectoryCard } from './directory-card';
import { ImportsCard } from './imports-card';
import { NeverSignedIn } from './never-signed-in';
import { RegistrationsCard } from './registrations-card';
import { UpstreamCard } from './upstream-card';

/** The home page's body: what needs attention first, then the state of things. */
export function HomeView({ view }: { view: View }) {
  const now = Date.parse(view.now);
  const coordinator = view.role === 'coordinator';
  const t = useTranslations('home');
  return (
    <div className="space-y-8">
      <section aria-labelledby="attention-heading" className="space-y-4">
        <h2 id="attention-heading" className="text-lg font-semibold text-slate-900">
          {t('needsAttention')}
        </h2>
        <ClosingGroups attention={view.attention} now={now} coordinator={coordinator} />
        <AwaitingPayment attention={view.attention} />
        <NeverSignedIn attention={view.attention} coordinator={coordinator} />
      </section>
      <section aria-labelledby="state-heading" className="space-y-4">
        <h2 id="state-heading" className="text-lg font-semibold text-slate-900">
          {coordinator ? t('yourSchools') : t('stateOfThings')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <RegistrationsCard trend={view.registrations} coordinator={coordinator} coverage={view.attention.coverage} />
          <ImportsCard imports={view.imports} now={now} coordinator={coordinator} />
          {view.operations ? (
            <>
              <DirectoryCard directory={view.operations.directory} now={now} />
              <UpstreamCard upstream={view.operations.upstream} />
              <div className="lg:col-span-2">
                <BudgetCard budget={view.operations.budget} />
              </div>
            </>
          ) : null}
        </div>
      </section>
    </div>
  );
}
