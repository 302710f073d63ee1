/** The console's roles, in the order the Users page offers them; their names are in the `roles` catalog namespace. */
export const userRoles = ['admin', 'support', 'coordinator'] as const;
export type UserRole = (typeof userRoles)[number];
