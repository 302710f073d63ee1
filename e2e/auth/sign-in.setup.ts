import { test as setup } from '@playwright/test';
import { roles, signInAs, storageStateFor } from '../support/users';

for (const role of roles) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signInAs(page, role);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
