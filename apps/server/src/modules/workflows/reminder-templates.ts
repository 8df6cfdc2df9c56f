import type { TLanguage } from '@rentwell/contracts/profile';
import type { TReminderAnchor, TReminderTemplate } from '@rentwell/contracts/workflows';

type TemplateText = { name: string; description: string };

/** The spec's reminders: when they are sent; named in the language of whoever creates one. */
export const REMINDER_TEMPLATE_TIMING: Record<TReminderTemplate, { anchor: TReminderAnchor; offset: number }> = {
  rent_due: { anchor: 'due_date', offset: 3 },
  lease_renewal: { anchor: 'lease_end', offset: 30 },
  maintenance_follow_up: { anchor: 'request_created', offset: 48 },
  tenant_welcome: { anchor: 'lease_start', offset: 0 },
};

export const REMINDER_TEMPLATE_TEXTS: Record<TLanguage, Record<TReminderTemplate, TemplateText>> = {
  en: {
    rent_due: { name: 'Rent reminder', description: 'Reminds the tenant 3 days before rent is due.' },
    lease_renewal: {
      name: 'Lease renewal',
      description: 'Tells the tenant and the managers 30 days before a lease ends.',
    },
    maintenance_follow_up: {
      name: 'Maintenance follow-up',
      description: 'Tells the assignee and the managers when a request is still open after 48 hours.',
    },
    tenant_welcome: { name: 'Welcome new tenants', description: 'Welcomes the tenant on the day their lease starts.' },
  },
  es: {
    rent_due: {
      name: 'Recordatorio de alquiler',
      description: 'Recuerda el pago al inquilino 3 días antes del vencimiento.',
    },
    lease_renewal: {
      name: 'Renovación del contrato',
      description: 'Avisa al inquilino y a los administradores 30 días antes de que termine el contrato.',
    },
    maintenance_follow_up: {
      name: 'Seguimiento de mantenimiento',
      description: 'Avisa al responsable y a los administradores si una solicitud sigue abierta tras 48 horas.',
    },
    tenant_welcome: {
      name: 'Bienvenida a nuevos inquilinos',
      description: 'Da la bienvenida al inquilino el día en que empieza su contrato.',
    },
  },
  fr: {
    rent_due: { name: 'Rappel de loyer', description: "Rappelle le loyer au locataire 3 jours avant l'échéance." },
    lease_renewal: {
      name: 'Renouvellement du bail',
      description: 'Prévient le locataire et les gestionnaires 30 jours avant la fin du bail.',
    },
    maintenance_follow_up: {
      name: "Suivi d'intervention",
      description: "Prévient l'intervenant et les gestionnaires quand une demande est encore ouverte après 48 heures.",
    },
    tenant_welcome: {
      name: 'Bienvenue aux nouveaux locataires',
      description: 'Souhaite la bienvenue au locataire le jour où son bail commence.',
    },
  },
  he: {
    rent_due: { name: 'תזכורת שכר דירה', description: 'מזכירה לדייר 3 ימים לפני מועד התשלום.' },
    lease_renewal: { name: 'חידוש חוזה', description: 'מודיעה לדייר ולמנהלים 30 יום לפני סיום החוזה.' },
    maintenance_follow_up: {
      name: 'מעקב תחזוקה',
      description: 'מודיעה למטפל ולמנהלים כשקריאה עדיין פתוחה אחרי 48 שעות.',
    },
    tenant_welcome: { name: 'ברוכים הבאים לדיירים חדשים', description: 'מקבלת את פני הדייר ביום תחילת החוזה.' },
  },
  sq: {
    rent_due: { name: 'Kujtesë qiraje', description: 'I kujton qiramarrësit qiranë 3 ditë para afatit.' },
    lease_renewal: {
      name: 'Rinovim i kontratës',
      description: 'Njofton qiramarrësin dhe menaxherët 30 ditë para se të mbarojë kontrata.',
    },
    maintenance_follow_up: {
      name: 'Ndjekje e mirëmbajtjes',
      description: 'Njofton përgjegjësin dhe menaxherët kur një kërkesë është ende e hapur pas 48 orësh.',
    },
    tenant_welcome: {
      name: 'Mirëseardhje për qiramarrësit e rinj',
      description: 'I uron mirëseardhje qiramarrësit ditën kur fillon kontrata.',
    },
  },
};
