import type { TLanguage } from '@rentwell/contracts/profile';
import type { TReminderTemplate } from '@rentwell/contracts/workflows';

/** A template's name, and its description for the rule's offset (days, or hours for the follow-up). */
type TemplateText = { name: string; description: (offset: number) => string };

/** The spec's reminders named in the language of whoever creates one. */
export const REMINDER_TEMPLATE_TEXTS: Record<TLanguage, Record<TReminderTemplate, TemplateText>> = {
  en: {
    rent_due: {
      name: 'Rent reminder',
      description: (n) =>
        n === 0
          ? 'Reminds the tenant on the day rent is due.'
          : `Reminds the tenant ${days(n, 'day', 'days')} before rent is due.`,
    },
    lease_renewal: {
      name: 'Lease renewal',
      description: (n) =>
        n === 0
          ? 'Tells the tenant and the managers on the day a lease ends.'
          : `Tells the tenant and the managers ${days(n, 'day', 'days')} before a lease ends.`,
    },
    maintenance_follow_up: {
      name: 'Maintenance follow-up',
      description: (n) =>
        `Tells the assignee and the managers when a request is still open after ${days(n, 'hour', 'hours')}.`,
    },
    tenant_welcome: {
      name: 'Welcome new tenants',
      description: (n) =>
        n === 0
          ? 'Welcomes the tenant on the day their lease starts.'
          : `Welcomes the tenant ${days(n, 'day', 'days')} after their lease starts.`,
    },
  },
  es: {
    rent_due: {
      name: 'Recordatorio de alquiler',
      description: (n) =>
        n === 0
          ? 'Recuerda el pago al inquilino el día del vencimiento.'
          : `Recuerda el pago al inquilino ${days(n, 'día', 'días')} antes del vencimiento.`,
    },
    lease_renewal: {
      name: 'Renovación del contrato',
      description: (n) =>
        n === 0
          ? 'Avisa al inquilino y a los administradores el día en que termina el contrato.'
          : `Avisa al inquilino y a los administradores ${days(n, 'día', 'días')} antes de que termine el contrato.`,
    },
    maintenance_follow_up: {
      name: 'Seguimiento de mantenimiento',
      description: (n) =>
        `Avisa al responsable y a los administradores si una solicitud sigue abierta tras ${days(n, 'hora', 'horas')}.`,
    },
    tenant_welcome: {
      name: 'Bienvenida a nuevos inquilinos',
      description: (n) =>
        n === 0
          ? 'Da la bienvenida al inquilino el día en que empieza su contrato.'
          : `Da la bienvenida al inquilino ${days(n, 'día', 'días')} después de que empiece su contrato.`,
    },
  },
  fr: {
    rent_due: {
      name: 'Rappel de loyer',
      description: (n) =>
        n === 0
          ? "Rappelle le loyer au locataire le jour de l'échéance."
          : `Rappelle le loyer au locataire ${frenchDays(n, 'jour', 'jours')} avant l'échéance.`,
    },
    lease_renewal: {
      name: 'Renouvellement du bail',
      description: (n) =>
        n === 0
          ? 'Prévient le locataire et les gestionnaires le jour de la fin du bail.'
          : `Prévient le locataire et les gestionnaires ${frenchDays(n, 'jour', 'jours')} avant la fin du bail.`,
    },
    maintenance_follow_up: {
      name: "Suivi d'intervention",
      description: (n) =>
        `Prévient l'intervenant et les gestionnaires quand une demande est encore ouverte après ${frenchDays(n, 'heure', 'heures')}.`,
    },
    tenant_welcome: {
      name: 'Bienvenue aux nouveaux locataires',
      description: (n) =>
        n === 0
          ? 'Souhaite la bienvenue au locataire le jour où son bail commence.'
          : `Souhaite la bienvenue au locataire ${frenchDays(n, 'jour', 'jours')} après le début de son bail.`,
    },
  },
  he: {
    rent_due: {
      name: 'תזכורת שכר דירה',
      description: (n) =>
        n === 0
          ? 'מזכירה לדייר ביום מועד התשלום.'
          : `מזכירה לדייר ${hebrewDays(n, 'יום', 'ימים', 'יום')} לפני מועד התשלום.`,
    },
    lease_renewal: {
      name: 'חידוש חוזה',
      description: (n) =>
        n === 0
          ? 'מודיעה לדייר ולמנהלים ביום סיום החוזה.'
          : `מודיעה לדייר ולמנהלים ${hebrewDays(n, 'יום', 'ימים', 'יום')} לפני סיום החוזה.`,
    },
    maintenance_follow_up: {
      name: 'מעקב תחזוקה',
      description: (n) => `מודיעה למטפל ולמנהלים כשקריאה עדיין פתוחה אחרי ${hebrewDays(n, 'שעה', 'שעות', 'שעות')}.`,
    },
    tenant_welcome: {
      name: 'ברוכים הבאים לדיירים חדשים',
      description: (n) =>
        n === 0
          ? 'מקבלת את פני הדייר ביום תחילת החוזה.'
          : `מקבלת את פני הדייר ${hebrewDays(n, 'יום', 'ימים', 'יום')} אחרי תחילת החוזה.`,
    },
  },
  sq: {
    rent_due: {
      name: 'Kujtesë qiraje',
      description: (n) =>
        n === 0
          ? 'I kujton qiramarrësit qiranë ditën e afatit.'
          : `I kujton qiramarrësit qiranë ${n} ditë para afatit.`,
    },
    lease_renewal: {
      name: 'Rinovim i kontratës',
      description: (n) =>
        n === 0
          ? 'Njofton qiramarrësin dhe menaxherët ditën kur mbaron kontrata.'
          : `Njofton qiramarrësin dhe menaxherët ${n} ditë para se të mbarojë kontrata.`,
    },
    maintenance_follow_up: {
      name: 'Ndjekje e mirëmbajtjes',
      description: (n) =>
        `Njofton përgjegjësin dhe menaxherët kur një kërkesë është ende e hapur pas ${days(n, 'ore', 'orësh')}.`,
    },
    tenant_welcome: {
      name: 'Mirëseardhje për qiramarrësit e rinj',
      description: (n) =>
        n === 0
          ? 'I uron mirëseardhje qiramarrësit ditën kur fillon kontrata.'
          : `I uron mirëseardhje qiramarrësit ${n} ditë pasi fillon kontrata.`,
    },
  },
};

function days(count: number, one: string, other: string) {
  return `${count} ${count === 1 ? one : other}`;
}

/** French counts 0 and 1 in the singular. */
function frenchDays(count: number, one: string, other: string) {
  return `${count} ${count <= 1 ? one : other}`;
}

/** Hebrew puts the noun first for one, counts up to ten with the plural and above ten with the singular noun. */
function hebrewDays(count: number, one: string, plural: string, singular: string) {
  if (count === 1) return `${one} 1`;
  return `${count} ${count > 10 ? singular : plural}`;
}

/** The languages whose template text this is (name, or description at the offset), if any. */
export function templateTextLanguage(
  template: TReminderTemplate,
  field: 'name' | 'description',
  value: string,
  offset: number,
): TLanguage | undefined {
  const languages = Object.keys(REMINDER_TEMPLATE_TEXTS) as TLanguage[];
  return languages.find((language) => {
    const text = REMINDER_TEMPLATE_TEXTS[language][template];
    return (field === 'name' ? text.name : text.description(offset)) === value;
  });
}
