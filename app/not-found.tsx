import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-start gap-3 px-6 py-20">
      <p className="text-sm font-semibold text-slate-600">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600">The address may be mistyped, or the record was removed.</p>
      <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
        Back to the console
      </Link>
    </main>
  );
}
