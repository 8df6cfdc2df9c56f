import { ZCalendarDate } from '@rentwell/contracts/calendar';
import { ZSignUpRequest } from '@rentwell/contracts/sign-up';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { translateFieldError, ZOD_PARSE_OPTIONS } from './form-errors.ts';

function fieldErrors(values: Record<string, unknown>) {
  const result = ZSignUpRequest.safeParse(values, ZOD_PARSE_OPTIONS);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      String(issue.path[0]),
      translateFieldError(i18n.t, { message: issue.message }),
    ]),
  );
}

describe('translated form errors', () => {
  it('turns zod issues into the interface language, never zod English', () => {
    expect(fieldErrors({ name: '', email: '', password: 'short', role: 'site_admin', phone: 'x'.repeat(41) })).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      password: 'Must be at least 8 characters',
      role: 'Choose one of the options',
      phone: 'Must be at most 40 characters',
    });
    expect(fieldErrors({ name: 'Dana', email: 'not-an-email', password: 'long-enough', role: 'admin' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('es');
    expect(fieldErrors({ name: 'D', email: 'dana@example.com', password: 'long-enough', role: 'tenant' })).toEqual({
      name: 'Debe tener al menos 2 caracteres',
    });
    await i18n.changeLanguage('en');
  });

  it('falls back to a translated generic message for text it did not produce', () => {
    expect(translateFieldError(i18n.t, { message: 'Some raw English' })).toBe('This value is not valid');
  });
});

describe('translated date errors', () => {
  function dateError(value: string) {
    const result = ZCalendarDate.safeParse(value, ZOD_PARSE_OPTIONS);
    return result.success ? undefined : translateFieldError(i18n.t, { message: result.error.issues[0]?.message });
  }

  it('name the years a date may fall in, before and after the range, in the interface language', async () => {
    expect(dateError('0000-01-01')).toBe('Enter a date between the years 1900 and 2199');
    expect(dateError('9999-12-31')).toBe('Enter a date between the years 1900 and 2199');
    expect(dateError('2026-02-30')).toBe('This value is not valid');
    expect(dateError('2199-12-31')).toBeUndefined();
    await i18n.changeLanguage('fr');
    expect(dateError('9999-12-31')).toBe('Saisissez une date comprise entre les années 1900 et 2199');
    await i18n.changeLanguage('en');
  });
});
