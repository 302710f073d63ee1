'use server';
import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import type { TimeZoneChoice } from '@/lib/format/time-zone-names';
import { displaySettingsSchema, type DisplaySettings } from '@/lib/i18n/display-settings-schema';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getDb } from '@/server/db/client';
import { user as userTable } from '@/server/db/schema';
import { timeZoneChoicesFor } from '@/server/i18n/time-zone-choices';

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

/** The menu's time zones, named in the reader's language (read when the menu opens). */
export async function listTimeZoneChoicesAction(input: unknown): Promise<ActionResult<TimeZoneChoice[]>> {
  return consoleAction(
    { beforeTwoFactor: true, schema: z.object({}), run: async () => timeZoneChoicesFor(await getLocale()) },
    input,
  );
}
