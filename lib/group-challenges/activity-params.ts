/** The activity entries a group page reads: the first 100 (the API lists them oldest first). */
export const ACTIVITY_PARAMS = { page: 1, limit: 100 };
