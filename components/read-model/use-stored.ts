'use client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unwrapAction, type ActionFailure } from '@/lib/query/action-query';
import type { Stored } from '@/lib/read-model/stored';
import { PICK_UP_AFTER_MS } from './use-stored-query';

type Answer<T> = { ok: true; data: Stored<T> } | { ok: false; error: ActionFailure };

/**
 * Data from the read model that the page rendered, kept current in place: Refresh reads the API now
 * (`read(true)`), and a stale copy is fetched again once its background read had time to finish
 * (`read(false)`, no API call of its own). A newer server render (after a change) replaces it.
 */
export function useStored<T>(initial: Stored<T>, read: (force: boolean) => Promise<Answer<T>>) {
  const [stored, setStored] = useState(initial);
  const [rendered, setRendered] = useState(initial);
  if (initial !== rendered) {
    setRendered(initial);
    if (initial.fetchedAt >= stored.fetchedAt) setStored(initial);
  }
  const mutation = useMutation({
    mutationFn: (force: boolean) => unwrapAction(read(force)),
    onSuccess: (next) => setStored((current) => (next.fetchedAt >= current.fetchedAt || !next.stale ? next : current)),
  });
  const { mutate } = mutation;
  const waitingForBackground = initial.stale && !initial.busy;
  useEffect(() => {
    if (!waitingForBackground) return;
    const timer = setTimeout(() => mutate(false), PICK_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waitingForBackground, initial, mutate]);

  return {
    stored,
    refresh: () => mutation.mutate(true),
    refreshing: mutation.isPending && mutation.variables === true,
    error: mutation.error,
  };
}
