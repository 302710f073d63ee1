import { describe, expect, it } from 'vitest';
import { currentTimeZoneId, formerTimeZoneIds, isTimeZone, knownTimeZones } from './time-zones';

describe('time zone ids', () => {
  it('gives a renamed zone its current IANA id, and leaves every other id as it is', () => {
    expect(currentTimeZoneId('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneId('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneId('Asia/Tbilisi')).toBe('Asia/Tbilisi');
    expect(currentTimeZoneId('Mars/Olympus')).toBe('Mars/Olympus');
    expect(formerTimeZoneIds('Europe/Kyiv')).toEqual(['Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye']);
  });

  it('lists every zone once under its current id, UTC first, each one Intl can write dates in', () => {
    const zones = knownTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones.filter((zone) => currentTimeZoneId(zone) !== zone)).toEqual([]);
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });
});
