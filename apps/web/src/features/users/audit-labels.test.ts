import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@rentwell/contracts/audit';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import he from '../../i18n/locales/he.json';
import sq from '../../i18n/locales/sq.json';
import { AUDIT_ACTION_LABEL_KEYS, AUDIT_ENTITY_LABEL_KEYS, AUDIT_FILTER_ENTITY_TYPES } from './audit-labels.ts';
import { detailsSummary } from './components/audit-log-panel.tsx';

const LOCALES = { en, es, fr, he, sq } as const;

type TAuditTexts = {
  actions: Record<string, string | undefined>;
  entities: Record<string, string | undefined>;
  entityFilters: Record<string, string | undefined>;
};

describe('audit log labels', () => {
  for (const [language, locale] of Object.entries(LOCALES)) {
    const texts = locale.users.audit as unknown as TAuditTexts;

    it(`has words in ${language} for every action the server writes`, () => {
      const missing = AUDIT_ACTIONS.filter((action) => !texts.actions[AUDIT_ACTION_LABEL_KEYS[action]]?.trim());
      expect(missing).toEqual([]);
    });

    it(`has words in ${language} for every kind of record and every filter`, () => {
      const missingEntities = AUDIT_ENTITY_TYPES.filter(
        (type) => !texts.entities[AUDIT_ENTITY_LABEL_KEYS[type]]?.trim(),
      );
      const missingFilters = AUDIT_FILTER_ENTITY_TYPES.filter((type) => !texts.entityFilters[type]?.trim());
      expect({ missingEntities, missingFilters }).toEqual({ missingEntities: [], missingFilters: [] });
    });
  }

  it('offers an Expenses filter', () => {
    expect(AUDIT_FILTER_ENTITY_TYPES).toContain('expense');
  });

  it('names the person added with their role, and a change of role from and to', () => {
    const t = i18n.getFixedT('en');
    expect(detailsSummary(t, { details: { name: 'Tina Torres', role: 'tenant', delivery: 'email_link' } })).toBe(
      'Tina Torres · Tenant',
    );
    expect(detailsSummary(t, { details: { from: 'tenant', to: 'property_manager' } })).toMatch(
      /Tenant.*Property manager/,
    );
  });
});
