'use client';
import { LogOutIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      const response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(String(response.status));
      router.replace('/sign-in');
      router.refresh();
    } catch {
      toast.error('Could not sign out. Check your connection and try again.');
      setPending(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={signOut} disabled={pending}>
      <LogOutIcon aria-hidden />
      <span className="max-sm:sr-only">Sign out</span>
    </Button>
  );
}
