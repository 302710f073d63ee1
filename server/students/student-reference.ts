import 'server-only';
import type { Country } from '@/lib/partner-api/schemas/reference';
import type { Loaded } from '@/lib/students/organization-card';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ConsoleUser } from '@/server/auth/roles';
import { isPartnerApiError, runAsActor } from '@/server/partner';
import { listAllCountries } from '@/server/reference/reference-names';

/** The countries a student can be registered in (unselectable ones are not listed), by name. */
export async function loadCountries(): Promise<Array<Pick<Country, '_id' | 'name' | 'iso2'>>> {
  return (await listAllCountries())
    .map((c) => ({ _id: c._id, name: c.name, ...(c.iso2 ? { iso2: c.iso2 } : {}) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The countries for a form page, as the signed-in user; a failure comes back with its request id. */
export async function loadStudentFormReference(
  user: Pick<ConsoleUser, 'id' | 'email'>,
): Promise<Loaded<Array<Pick<Country, '_id' | 'name' | 'iso2'>>>> {
  try {
    return { ok: true, data: await runAsActor({ id: user.id, email: user.email }, loadCountries) };
  } catch (error) {
    if (isPartnerApiError(error)) return partnerFailure(error);
    throw error;
  }
}
