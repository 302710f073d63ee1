import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/** Rendered (with status 403) when a signed-in user's role does not allow a page. */
export default function Forbidden() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-start gap-3 px-6 py-20">
      <p className="text-sm font-semibold text-slate-600">403</p>
      <h1 className="text-2xl font-semibold">You don’t have access to this page</h1>
      <p className="text-slate-600">Your role does not include this section. Ask an administrator if you need it.</p>
      <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
        Back to the console
      </Link>
    </main>
  );
}
