import type { TLanguage } from '@rentwell/contracts/profile';

type ReceiptMailTexts = {
  subject: (organization: string) => string;
  body: (name: string, amount: string, receiptNumber: string) => string;
  links: (url: string) => string;
};

/** The mail that carries a receipt PDF, in the tenant's language. */
export const RECEIPT_MAIL_TEXTS: Record<TLanguage, ReceiptMailTexts> = {
  en: {
    subject: (organization) => `Your rent receipt from ${organization}`,
    body: (name, amount, number) =>
      `Hello ${name},\n\nWe received your payment of ${amount}. Your receipt ${number} is attached.\n\nThank you.`,
    links: (url) => `Download your receipt: ${url}`,
  },
  es: {
    subject: (organization) => `Su recibo de alquiler de ${organization}`,
    body: (name, amount, number) =>
      `Hola ${name}:\n\nHemos recibido su pago de ${amount}. Adjuntamos su recibo ${number}.\n\nGracias.`,
    links: (url) => `Descargue su recibo: ${url}`,
  },
  fr: {
    subject: (organization) => `Votre quittance de loyer de ${organization}`,
    body: (name, amount, number) =>
      `Bonjour ${name},\n\nNous avons bien reçu votre paiement de ${amount}. Votre quittance ${number} est jointe.\n\nMerci.`,
    links: (url) => `Téléchargez votre quittance : ${url}`,
  },
  he: {
    subject: (organization) => `קבלה על שכר הדירה מאת ${organization}`,
    body: (name, amount, number) =>
      `שלום ${name},\n\nקיבלנו את התשלום שלך על סך ${amount}. הקבלה ${number} מצורפת.\n\nתודה.`,
    links: (url) => `להורדת הקבלה: ${url}`,
  },
  sq: {
    subject: (organization) => `Fatura juaj e qirasë nga ${organization}`,
    body: (name, amount, number) =>
      `Përshëndetje ${name},\n\nE morëm pagesën tuaj prej ${amount}. Fatura juaj ${number} është bashkëngjitur.\n\nFaleminderit.`,
    links: (url) => `Shkarkoni faturën tuaj: ${url}`,
  },
};
