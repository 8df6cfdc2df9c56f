import { supportedTimeZones } from '@rentwell/contracts/time-zone';

export type TTimeZoneOption = { zone: string; label: string };

/** The zone's offset from UTC at `now` ('GMT-8', 'GMT+13'), as the interface language writes it. */
function offsetOf(zone: string, language: string, now: Date): string {
  const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/**
 * Every IANA time zone the browser knows, as 'America/Los Angeles (GMT-8)' (today's offset), in the zones' order;
 * `keep` (the saved zone) is always in the list.
 */
export function timeZoneOptions(language: string, keep: string, now = new Date()): TTimeZoneOption[] {
  const zones = supportedTimeZones();
  if (!zones.includes(keep)) zones.unshift(keep);
  return zones.map((zone) => ({ zone, label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, language, now)})` }));
}
