/** Query keys of the import pages. */
export const importKeys = {
  all: ['imports'] as const,
  setup: () => [...importKeys.all, 'setup'] as const,
  list: (page: number) => [...importKeys.all, 'list', page] as const,
  job: (jobId: string) => [...importKeys.all, 'job', jobId] as const,
  /** The Students list's bulk activation: organizations and schools to choose from. */
  activationOptions: () => [...importKeys.all, 'activation-options'] as const,
};
