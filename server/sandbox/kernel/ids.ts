import { badRequest } from './errors';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

export const isObjectId = (value: string): boolean => OBJECT_ID.test(value);

/** Spec §4.2 / §7 rule 6: a path id that is not 24 hex characters. */
export function requireObjectId(value: string): string {
  if (!isObjectId(value)) throw badRequest("Invalid value for '_id': expected ObjectId.");
  return value;
}
