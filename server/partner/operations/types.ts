import 'server-only';

/** `page` and `limit` of a list (spec §8 "Pagination rules"; the API corrects them silently). */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** Options every operation function takes besides its own parameters. */
export interface OperationOptions {
  /** Part of the rate window this call may use; background work passes 0.5. */
  share?: number;
}

/** Organization-scoped operations name the organization by its `_id` (24 hex), never its slug (spec §1.4). */
export interface OrgScope {
  organizationId: string;
}
