import { z } from 'zod';
import { locales } from './locales';
import { isTimeZone } from './time-zones';

/** A user's language and time zone; null leaves each to the browser. */
export const displaySettingsSchema = z.object({
  language: z.enum(locales).nullable(),
  timeZone: z.string().refine(isTimeZone, 'Not a known time zone.').nullable(),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;
