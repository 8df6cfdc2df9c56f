import type { TReminderRule } from '@rentwell/contracts/workflows';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { reminderTexts } from './reminder-texts.ts';

const RULE: TReminderRule = {
  id: crypto.randomUUID(),
  name: 'Rent reminder',
  description: 'Reminds the tenant 3 days before rent is due.',
  type: 'payment',
  anchor: 'due_date',
  offset: 3,
  templateKey: 'rent_due',
  nameFromTemplate: true,
  descriptionFromTemplate: true,
  active: true,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  recentDeliveries: [],
};

describe('reminder texts', () => {
  it.each([
    ['es', 'Recordatorio de alquiler', 'Recuerda el pago al inquilino 3 días antes del vencimiento.'],
    ['fr', 'Rappel de loyer', "Rappelle le loyer au locataire 3 jours avant l'échéance."],
    ['he', 'תזכורת שכר דירה', 'מזכירה לדייר 3 ימים לפני מועד התשלום.'],
    ['sq', 'Kujtesë qiraje', 'I kujton qiramarrësit qiranë 3 ditë para afatit.'],
  ])('shows a built-in reminder in %s while its words are the template', async (language, name, description) => {
    await i18n.loadLanguages(language);
    expect(reminderTexts(i18n.getFixedT(language), RULE)).toEqual({ name, description });
  });

  it('says the current days, and on the day for none', async () => {
    await i18n.loadLanguages('fr');
    const fr = i18n.getFixedT('fr');
    expect(reminderTexts(fr, { ...RULE, offset: 1 }).description).toBe(
      "Rappelle le loyer au locataire 1 jour avant l'échéance.",
    );
    expect(reminderTexts(i18n.getFixedT('en'), { ...RULE, offset: 0 }).description).toBe(
      'Reminds the tenant on the day rent is due.',
    );
  });

  it('shows what someone wrote as they wrote it', async () => {
    await i18n.loadLanguages('es');
    const edited = {
      ...RULE,
      name: 'Rent soon',
      nameFromTemplate: false,
      description: '',
      descriptionFromTemplate: false,
    };
    expect(reminderTexts(i18n.getFixedT('es'), edited)).toEqual({ name: 'Rent soon', description: '' });
  });
});
