import { permanentRedirect } from 'next/navigation';
import { directoryHref, type SearchParams } from '@/lib/directory/search-params';
import { parseDirectoryParams } from '@/lib/directory/query-schema';

/** The directory's search is the Students page now; old bookmarks land there with the same search. */
export default async function DirectoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  permanentRedirect(directoryHref(parseDirectoryParams(await searchParams)));
}
