import 'server-only';
import { globalSearchInput } from '@/lib/search/global-search';
import { searchKeys } from '@/lib/query/keys/search';
import { defineRead } from '@/server/action-runner/define-read';
import { searchEverything } from './queries';

/** The header's search, for every role: scoped inside (a coordinator: their schools; requests: admin and support). */
export const globalSearchRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: 'database',
  schema: globalSearchInput,
  queryKey: ({ q }) => searchKeys.global(q),
  load: ({ q }, user) => searchEverything(user, q),
});
