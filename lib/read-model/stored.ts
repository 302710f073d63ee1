/**
 * What a page shows from the console's read model: the data, when it was read from the Partner API, and
 * whether a newer read is under way (`stale`) or could not be made because the API's limit is used up (`busy`).
 */
export interface Stored<T> {
  data: T;
  /** ISO time of the API read the data comes from. */
  fetchedAt: string;
  stale: boolean;
  busy: boolean;
}
