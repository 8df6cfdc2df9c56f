import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options.ts';

describe('timeZoneOptions', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('lists UTC and the IANA zones with their offset on the day', () => {
    const options = timeZoneOptions('en', 'UTC', winter);
    expect(options.find((o) => o.zone === 'UTC')).toBeDefined();
    expect(options.find((o) => o.zone === 'America/Los_Angeles')?.label).toBe('America/Los Angeles (GMT-8)');
    expect(options.find((o) => o.zone === 'Pacific/Auckland')?.label).toBe('Pacific/Auckland (GMT+13)');
  });

  it('keeps the saved zone even when the browser does not list it', () => {
    expect(timeZoneOptions('en', 'Etc/GMT+5', winter)[0]).toEqual({ zone: 'Etc/GMT+5', label: 'Etc/GMT+5 (GMT-5)' });
  });
});
