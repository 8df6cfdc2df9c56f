import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import he from './locales/he.json';
import { withPluralFormsFromOther } from './plural-forms.ts';

describe('withPluralFormsFromOther', () => {
  it('gives every _other a _two and a _many, keeping forms a locale has, at every depth', () => {
    expect(
      withPluralFormsFromOther({
        nights_one: 'לילה אחד',
        nights_other: '{{count}} לילות',
        nested: { days_other: '{{count}} ימים', days_two: 'יומיים' },
        plain: 'טקסט',
      }),
    ).toEqual({
      nights_one: 'לילה אחד',
      nights_other: '{{count}} לילות',
      nights_two: '{{count}} לילות',
      nights_many: '{{count}} לילות',
      nested: { days_other: '{{count}} ימים', days_two: 'יומיים', days_many: '{{count}} ימים' },
      plain: 'טקסט',
    });
  });

  it('lets Hebrew say two of something in Hebrew, not in English', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'he',
      fallbackLng: 'en',
      resources: {
        en: { translation: { nights_one: '{{count}} night', nights_other: '{{count}} nights' } },
        he: { translation: withPluralFormsFromOther({ nights_one: 'לילה אחד', nights_other: '{{count}} לילות' }) },
      },
    });
    // The app's keys are typed; this instance has its own.
    const t = instance.t as unknown as (key: string, options: { count: number }) => string;
    expect(t('nights', { count: 2 })).toBe('2 לילות');
    expect(t('nights', { count: 1 })).toBe('לילה אחד');
    expect(Object.keys(withPluralFormsFromOther(he)).length).toBeGreaterThan(Object.keys(he).length - 1);
  });
});
