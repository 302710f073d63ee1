import 'server-only';

/** The whole live list, read as the account through the console's client (the oracle), in the API's order. */
export async function liveList(
  read: (
    page: number,
  ) => Promise<{ data: Array<{ _id: string; user: { mainId?: string } }>; pagination: { totalPages: number } }>,
) {
  const all: Array<{ _id: string; user: { mainId?: string } }> = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    all.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  return all;
}
