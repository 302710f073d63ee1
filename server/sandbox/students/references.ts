import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { referenceMessages as m } from '@/lib/partner-api/student-rules/messages';
import type { ReferenceField } from '@/lib/partner-api/student-rules/body-schemas';
import {
  findCityById,
  findCityByIdOrName,
  findCountryById,
  findGradeByIdOrName,
  findSchoolById,
  findSchoolByIdOrName,
  type ReferenceState,
} from '../reference/reference-state';

export interface ReferenceInput {
  country?: string;
  grade?: string;
  city?: string;
  school?: string;
}

export interface ReferenceProblem {
  field: ReferenceField;
  message: string;
}

export interface ResolvedReferences {
  /** The id each given reference resolved to; null when it matched nothing or was not looked up. */
  resolved: Record<ReferenceField, string | null>;
  /** One problem per reference that matched nothing, in the order country, grade, city, school. */
  problems: ReferenceProblem[];
}

/**
 * Resolves country (id only), grade (id or name `1`-`12`), city (id or name within the country) and
 * school (id or name within the country and city), case-insensitive (spec §4.3). A city or school is
 * looked up within the country and city of the request, else those stored (update rule 2); one inside an
 * unmatched country or city is not looked up. A country whose students cannot be given a username (an
 * unselectable one) is a problem of its own.
 */
export function resolveReferences(
  ref: ReferenceState,
  input: ReferenceInput,
  stored: ReferenceInput = {},
): ResolvedReferences {
  const problems: ReferenceProblem[] = [];
  const resolved: ResolvedReferences['resolved'] = { country: null, grade: null, city: null, school: null };

  let countryId = stored.country ?? null;
  let countryFailed = false;
  if (input.country !== undefined) {
    countryId = null;
    if (ref.unselectableCountryIds.includes(input.country))
      problems.push({ field: 'country', message: m.countryUnselectable });
    else if (findCountryById(ref, input.country)) countryId = input.country;
    else problems.push({ field: 'country', message: m.country });
    countryFailed = countryId === null;
    resolved.country = countryId;
  }

  if (input.grade !== undefined) {
    const grade = findGradeByIdOrName(ref, input.grade);
    if (grade) resolved.grade = grade._id;
    else problems.push({ field: 'grade', message: m.grade });
  }

  let cityId = stored.city ?? null;
  let cityFailed = false;
  if (input.city !== undefined && !countryFailed) {
    const value = input.city;
    const city = countryId
      ? findCityByIdOrName(ref, countryId, value)
      : isObjectId(value)
        ? findCityById(ref, value)
        : undefined;
    cityId = city?._id ?? null;
    if (!city) problems.push({ field: 'city', message: countryId || isObjectId(value) ? m.city : m.cityNeedsCountry });
    cityFailed = !city;
    resolved.city = cityId;
  }

  if (input.school !== undefined && !countryFailed && !cityFailed) {
    const value = input.school;
    let school;
    if (countryId && cityId) school = findSchoolByIdOrName(ref, countryId, cityId, value);
    else if (isObjectId(value)) school = findSchoolById(ref, value);
    if (school) resolved.school = school._id;
    else
      problems.push({
        field: 'school',
        message: (countryId && cityId) || isObjectId(value) ? m.school : m.schoolNeedsCity,
      });
  }
  return { resolved, problems };
}
