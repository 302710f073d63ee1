'use server';
import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { displaySettingsSchema, type DisplaySettings } from '@/lib/i18n/display-settings-schema';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getDb } from '@/server/db/client';
import { user as userTable } from '@/server/db/schema';

/** The signed-in user's language and time zone (the header's menu), saved with the user for every browser. */
export async function saveDisplaySettingsAction(input: unknown): Promise<ActionResult<DisplaySettings>> {
  return consoleAction(
    {
      beforeTwoFactor: true,
      schema: displaySettingsSchema,
      run: async (settings, user) => {
        const db = await getDb();
        await db
          .update(userTable)
          .set({ language: settings.language, timeZone: settings.timeZone })
          .where(eq(userTable.id, user.id));
        revalidatePath('/', 'layout');
        return settings;
      },
    },
    input,
  );
}
