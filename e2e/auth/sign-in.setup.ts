import { test as setup } from '@playwright/test';
import { roles, signInWithForm, storageStateFor } from '../support/users';

for (const role of roles) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signInWithForm(page, role);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
