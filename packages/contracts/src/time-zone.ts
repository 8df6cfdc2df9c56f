import { z } from 'zod';

/** Every IANA time zone this runtime knows, plus 'UTC' (which some runtimes leave out of the list). */
export function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

let known: Set<string> | undefined;

/** An IANA time zone name ('America/Los_Angeles', 'Pacific/Auckland', 'UTC'); its calendar date is an organization's "today". */
export const ZTimeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    known ??= new Set(supportedTimeZones());
    return known.has(zone);
  }, 'Unknown time zone');
export type TTimeZone = z.infer<typeof ZTimeZone>;
