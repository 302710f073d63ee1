import { test as setup } from '../support/test';
import { consolePorts } from '../support/e2e-port';
import { roles, signInWithForm, storageStateFor } from '../support/users';

// Every worker's console has its own users' sessions: sign in on each, both workers at once.
setup.describe.configure({ mode: 'parallel' });

for (const port of consolePorts()) {
  for (const role of roles) {
    setup(`sign in as the demo ${role} on the console at port ${port}`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      await signInWithForm(await context.newPage(), role);
      await context.storageState({ path: storageStateFor(role, port) });
      await context.close();
    });
  }
}
