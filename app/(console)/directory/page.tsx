import { permanentRedirect } from 'next/navigation';
import { directoryHref, parseDirectoryParams, type SearchParams } from '@/lib/directory/search-params';

/** The directory's search is the Students page now; old bookmarks land there with the same search. */
export default async function DirectoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  permanentRedirect(directoryHref(parseDirectoryParams(await searchParams)));
}
