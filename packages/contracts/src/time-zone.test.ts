import { describe, expect, it } from 'vitest';
import { ZSignUpRequest } from './sign-up.ts';
import { ZTimeZone } from './time-zone.ts';

describe('ZTimeZone', () => {
  it('takes IANA zone names and UTC', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Europe/Tirane', 'Asia/Jerusalem']) {
      expect(ZTimeZone.safeParse(zone).success, zone).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', 'GMT+2', 'america/los_angeles', 'Europe/Paris; drop', 5]) {
      expect(ZTimeZone.safeParse(zone).success, String(zone)).toBe(false);
    }
  });

  it('drops an unknown browser zone at sign-up instead of refusing the sign-up', () => {
    const base = { name: 'Dana Smith', email: 'dana@example.com', password: 'long-enough', role: 'admin' };
    expect(ZSignUpRequest.parse({ ...base, timeZone: 'Mars/Olympus_Mons' }).timeZone).toBeUndefined();
    expect(ZSignUpRequest.parse({ ...base, timeZone: 'Pacific/Auckland' }).timeZone).toBe('Pacific/Auckland');
  });
});
