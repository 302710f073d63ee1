/** Query keys of the header's search. */
export const searchKeys = {
  all: ['search'] as const,
  global: (q: string) => [...searchKeys.all, 'global', q] as const,
};
