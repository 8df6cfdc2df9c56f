import type { TOverdueLetterStage } from '@rentwell/contracts/letter-templates';
import type { TLanguage } from '@rentwell/contracts/profile';

export type OverdueLetterTexts = {
  titles: Record<TOverdueLetterStage, string>;
  date: string;
  tenant: string;
  home: string;
  period: string;
  dueDate: string;
  unpaid: string;
  lateFee: string;
  totalOverdue: string;
  balanceDue: string;
  lateFeeRule: (rule: string, graceDays: number) => string;
  subject: (title: string, organizationName: string) => string;
  /** Said instead of the PDF when it is over the mail size cap: the letter's text is in the mail anyway. */
  attachmentTooLarge: string;
  body: (tenantName: string, title: string, amount: string) => string;
};

export const OVERDUE_LETTER_TEXTS: Record<TLanguage, OverdueLetterTexts> = {
  en: {
    titles: {
      first: 'Overdue rent: first notice',
      second: 'Overdue rent: second notice',
      final: 'Overdue rent: final notice',
    },
    date: 'Date',
    tenant: 'Tenant',
    home: 'Property and unit',
    period: 'Period',
    dueDate: 'Due date',
    unpaid: 'Unpaid',
    lateFee: 'Late fee',
    totalOverdue: 'Total overdue',
    balanceDue: 'Balance due',
    lateFeeRule: (rule, graceDays) => `Late fee under the rent rules: ${rule}, after ${graceDays} days of grace.`,
    attachmentTooLarge: 'The letter is too large to attach; its text is above.',
    subject: (title, organizationName) => `${title} from ${organizationName}`,
    body: (tenantName, title, amount) =>
      `Hello ${tenantName},\n\nPlease find attached a letter from your landlord: ${title}. Amount overdue: ${amount}.`,
  },
  es: {
    titles: {
      first: 'Alquiler vencido: primer aviso',
      second: 'Alquiler vencido: segundo aviso',
      final: 'Alquiler vencido: último aviso',
    },
    date: 'Fecha',
    tenant: 'Inquilino',
    home: 'Propiedad y unidad',
    period: 'Periodo',
    dueDate: 'Vencimiento',
    unpaid: 'Impagado',
    lateFee: 'Recargo por demora',
    totalOverdue: 'Total vencido',
    balanceDue: 'Saldo pendiente',
    lateFeeRule: (rule, graceDays) =>
      `Recargo por demora según las normas de alquiler: ${rule}, tras ${graceDays} días de gracia.`,
    attachmentTooLarge: 'La carta es demasiado grande para adjuntarla; su texto figura arriba.',
    subject: (title, organizationName) => `${title} de ${organizationName}`,
    body: (tenantName, title, amount) =>
      `Hola, ${tenantName}:\n\nAdjuntamos una carta de su arrendador: ${title}. Importe vencido: ${amount}.`,
  },
  fr: {
    titles: {
      first: 'Loyer impayé : premier rappel',
      second: 'Loyer impayé : deuxième rappel',
      final: 'Loyer impayé : dernier avis',
    },
    date: 'Date',
    tenant: 'Locataire',
    home: 'Bien et logement',
    period: 'Période',
    dueDate: 'Échéance',
    unpaid: 'Impayé',
    lateFee: 'Pénalité de retard',
    totalOverdue: 'Total impayé',
    balanceDue: 'Solde dû',
    lateFeeRule: (rule, graceDays) =>
      `Pénalité de retard selon les règles de loyer : ${rule}, après ${graceDays} jours de grâce.`,
    attachmentTooLarge: 'La lettre est trop volumineuse pour être jointe ; son texte figure ci-dessus.',
    subject: (title, organizationName) => `${title} de ${organizationName}`,
    body: (tenantName, title, amount) =>
      `Bonjour ${tenantName},\n\nVeuillez trouver ci-joint une lettre de votre bailleur : ${title}. Montant impayé : ${amount}.`,
  },
  he: {
    titles: {
      first: 'שכר דירה בפיגור: התראה ראשונה',
      second: 'שכר דירה בפיגור: התראה שנייה',
      final: 'שכר דירה בפיגור: התראה אחרונה',
    },
    date: 'תאריך',
    tenant: 'שוכר',
    home: 'נכס ויחידה',
    period: 'תקופה',
    dueDate: 'מועד פירעון',
    unpaid: 'לא שולם',
    lateFee: 'דמי איחור',
    totalOverdue: 'סך הכול בפיגור',
    balanceDue: 'יתרה לתשלום',
    lateFeeRule: (rule, graceDays) => `דמי איחור לפי כללי השכירות: ${rule}, לאחר ${graceDays} ימי חסד.`,
    attachmentTooLarge: 'המכתב גדול מכדי לצרף אותו; הטקסט שלו מופיע למעלה.',
    subject: (title, organizationName) => `${title} מאת ${organizationName}`,
    body: (tenantName, title, amount) =>
      `שלום ${tenantName},\n\nמצורף מכתב מבעל הדירה שלך: ${title}. הסכום שבפיגור: ${amount}.`,
  },
  sq: {
    titles: {
      first: 'Qira e vonuar: njoftimi i parë',
      second: 'Qira e vonuar: njoftimi i dytë',
      final: 'Qira e vonuar: njoftimi i fundit',
    },
    date: 'Data',
    tenant: 'Qiramarrësi',
    home: 'Prona dhe njësia',
    period: 'Periudha',
    dueDate: 'Afati',
    unpaid: 'E papaguar',
    lateFee: 'Tarifa e vonesës',
    totalOverdue: 'Totali i vonuar',
    balanceDue: 'Bilanci për t’u paguar',
    lateFeeRule: (rule, graceDays) =>
      `Tarifa e vonesës sipas rregullave të qirasë: ${rule}, pas ${graceDays} ditësh faljeje.`,
    attachmentTooLarge: 'Letra është shumë e madhe për t’u bashkëngjitur; teksti i saj është më sipër.',
    subject: (title, organizationName) => `${title} nga ${organizationName}`,
    body: (tenantName, title, amount) =>
      `Përshëndetje ${tenantName},\n\nBashkëngjitur gjeni një letër nga qiradhënësi juaj: ${title}. Shuma e vonuar: ${amount}.`,
  },
};
