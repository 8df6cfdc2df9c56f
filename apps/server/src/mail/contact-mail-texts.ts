import { CONTACT_REPLY_WITHIN_HOURS } from '@rentwell/contracts/contact';
import type { TLanguage } from '@rentwell/contracts/profile';

type ContactMail = { name: string; email: string; phone: string; company: string; message: string };

type Labels = {
  subject: (name: string) => string;
  intro: (hours: number) => string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  outro: string;
};

const LABELS: Record<TLanguage, Labels> = {
  en: {
    subject: (name) => `New message from the contact form: ${name}`,
    intro: (hours) =>
      `A visitor sent this message through the contact form. We promised a reply within ${hours} hours.`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    message: 'Message',
    outro: 'Mark it handled in site administration once you have answered.',
  },
  es: {
    subject: (name) => `Nuevo mensaje del formulario de contacto: ${name}`,
    intro: (hours) =>
      `Un visitante envió este mensaje a través del formulario de contacto. Prometimos una respuesta en ${hours} horas.`,
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    company: 'Empresa',
    message: 'Mensaje',
    outro: 'Márcalo como atendido en la administración del sitio cuando hayas respondido.',
  },
  fr: {
    subject: (name) => `Nouveau message du formulaire de contact : ${name}`,
    intro: (hours) =>
      `Un visiteur a envoyé ce message par le formulaire de contact. Nous avons promis une réponse sous ${hours} heures.`,
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Entreprise',
    message: 'Message',
    outro: 'Marquez-le comme traité dans l’administration du site une fois la réponse envoyée.',
  },
  he: {
    subject: (name) => `הודעה חדשה מטופס יצירת הקשר: ${name}`,
    intro: (hours) => `מבקר/ת שלח/ה את ההודעה הזו דרך טופס יצירת הקשר. הבטחנו מענה תוך ${hours} שעות.`,
    name: 'שם',
    email: 'דוא״ל',
    phone: 'טלפון',
    company: 'חברה',
    message: 'הודעה',
    outro: 'לאחר המענה יש לסמן אותה כמטופלת בניהול האתר.',
  },
  sq: {
    subject: (name) => `Mesazh i ri nga formulari i kontaktit: ${name}`,
    intro: (hours) =>
      `Një vizitor dërgoi këtë mesazh përmes formularit të kontaktit. Premtuam përgjigje brenda ${hours} orëve.`,
    name: 'Emri',
    email: 'Email',
    phone: 'Telefoni',
    company: 'Kompania',
    message: 'Mesazhi',
    outro: 'Shënojeni si të trajtuar te administrimi i faqes pasi të keni përgjigjur.',
  },
};

/** The mail to a site administrator about a contact-form message, in that administrator's language. */
export function contactSubmissionMailText(language: TLanguage, submission: ContactMail) {
  const labels = LABELS[language];
  const lines = [
    labels.intro(CONTACT_REPLY_WITHIN_HOURS),
    '',
    `${labels.name}: ${submission.name}`,
    `${labels.email}: ${submission.email}`,
    ...(submission.phone ? [`${labels.phone}: ${submission.phone}`] : []),
    ...(submission.company ? [`${labels.company}: ${submission.company}`] : []),
    '',
    `${labels.message}:`,
    submission.message,
    '',
    labels.outro,
  ];
  // A name is one line in a subject header, whatever the visitor typed.
  return { subject: labels.subject(submission.name.replace(/\s+/g, ' ')), text: lines.join('\n') };
}
