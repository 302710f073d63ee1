import { describe, expect, it } from 'vitest';
import { operationPermissions } from './operation-permissions';
import { isOrganizationScoped, operationIds, operations } from './operations';

describe('operationPermissions', () => {
  it("is the operations table's permission and scope of every operation, in its order", () => {
    expect(Object.keys(operationPermissions)).toEqual(operationIds);
    for (const id of operationIds)
      expect(operationPermissions[id], id).toEqual({
        permission: operations[id].permission,
        scoped: isOrganizationScoped(id),
      });
  });
});
