'use client';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReportWrite } from '@/components/ui/write-feedback';
import { setTwoFactorRequirementAction } from '@/server/account/two-factor-actions';

const choices = [
  { role: 'admin', label: 'Admins' },
  { role: 'support', label: 'Support' },
] as const;
type Role = (typeof choices)[number]['role'];

/** An admin requires two-factor sign-in for admins and/or support; people of that role set it up at their next sign-in. */
export function TwoFactorRequirement({ required }: { required: Role[] }) {
  const [chosen, setChosen] = useState<Set<Role>>(new Set(required));
  const [saved, setSaved] = useState<Set<Role>>(new Set(required));
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();
  const changed = choices.some((c) => chosen.has(c.role) !== saved.has(c.role));
  const save = () =>
    startTransition(async () => {
      const roles = choices.map((c) => c.role).filter((r) => chosen.has(r));
      const result = await setTwoFactorRequirementAction({ roles });
      if (!result.ok) {
        report({ tone: 'error', text: result.error.message, requestId: result.error.requestId });
        return;
      }
      setSaved(new Set(roles));
      report({
        tone: 'success',
        text: roles.length
          ? 'Two-factor requirement saved: they set it up at their next sign-in.'
          : 'Two-factor requirement saved: it is optional for everyone.',
      });
    });
  return (
    <Card aria-label="Two-factor sign-in required" className="max-w-2xl">
      <CardHeader>
        <CardTitle>Two-factor sign-in required</CardTitle>
        <CardDescription>
          People of a role ticked here must set up two-factor sign-in (an authenticator app) at their next sign-in
          before they can use the console, and cannot turn it off. Coordinators choose for themselves.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        {choices.map((c) => (
          <label key={c.role} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.has(c.role)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(c.role);
                else next.delete(c.role);
                setChosen(next);
              }}
            />
            {c.label}
          </label>
        ))}
        <Button size="sm" disabled={pending || !changed} onClick={save}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
      </CardContent>
    </Card>
  );
}
