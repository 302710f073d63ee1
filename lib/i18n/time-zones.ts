/** Where a user has not chosen a zone and the browser has not told us its own yet. */
export const fallbackTimeZone = 'UTC';

/** Zones found known (a few hundred at most; an unknown value, which anyone may send, is not kept). */
const knownZones = new Set<string>();

/** Whether Intl knows this IANA zone: asked every request (the user's and the browser's), so remembered. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  knownZones.add(value);
  return true;
}

/**
 * Zones the IANA database renamed or merged into another (its `backward` links), by their old id. Intl still lists
 * some under the old name (`Intl.supportedValuesOf` gives `Europe/Kiev`, and resolves `Europe/Kyiv` to it), and a
 * browser or a stored setting may still report one; the menu offers, shows and saves the current one.
 */
const renamedTimeZones: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Nipigon': 'America/Toronto',
  'America/Pangnirtung': 'America/Iqaluit',
  'America/Rainy_River': 'America/Winnipeg',
  'America/Santa_Isabel': 'America/Tijuana',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Yellowknife': 'America/Edmonton',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Kashgar': 'Asia/Urumqi',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Currie': 'Australia/Hobart',
  'Europe/Belfast': 'Europe/London',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone's current IANA id (`Europe/Kiev` -> `Europe/Kyiv`), when this runtime knows it; else the id as given. */
export function currentTimeZoneId(id: string): string {
  const renamed = renamedTimeZones[id];
  return renamed && isTimeZone(renamed) ? renamed : id;
}

/** The older ids that now name this zone (`Europe/Kyiv` -> `Europe/Kiev`, …), so a search for one finds it. */
export function formerTimeZoneIds(id: string): string[] {
  return Object.keys(renamedTimeZones).filter((old) => renamedTimeZones[old] === id);
}

/** Every zone this runtime knows, under its current id, UTC first: for the settings menu. */
export function knownTimeZones(): string[] {
  const zones = new Set(['UTC']);
  for (const zone of Intl.supportedValuesOf('timeZone')) zones.add(currentTimeZoneId(zone));
  return [...zones];
}
