import type { TLanguage } from '@rentwell/contracts/profile';

type InvitationValues = { name: string; organizationName: string; url: string; validForHours: number };
type EmailChangedValues = { name: string; newEmail: string };

type AccountMailTexts = {
  invitation: { subject: string; body: (values: InvitationValues) => string };
  emailChanged: { subject: string; body: (values: EmailChangedValues) => string };
};

const TEXTS: Record<TLanguage, AccountMailTexts> = {
  en: {
    invitation: {
      subject: 'Your Rentwell account is ready',
      body: ({ name, organizationName, url, validForHours }) =>
        `Hello ${name},\n\n${organizationName} created a Rentwell account for you. To choose your password, open this link within ${validForHours} hours:\n${url}\n\nThen sign in with this email address and your new password.`,
    },
    emailChanged: {
      subject: 'Your Rentwell email address was changed',
      body: ({ name, newEmail }) =>
        `Hello ${name},\n\nThe email address of your Rentwell account was changed to ${newEmail}. From now on, sign in with the new address.\n\nIf you did not do this, contact your administrator at once.`,
    },
  },
  es: {
    invitation: {
      subject: 'Tu cuenta de Rentwell está lista',
      body: ({ name, organizationName, url, validForHours }) =>
        `Hola ${name}:\n\n${organizationName} creó una cuenta de Rentwell para ti. Para elegir tu contraseña, abre este enlace en las próximas ${validForHours} horas:\n${url}\n\nDespués inicia sesión con esta dirección de correo y tu nueva contraseña.`,
    },
    emailChanged: {
      subject: 'Se cambió tu dirección de correo de Rentwell',
      body: ({ name, newEmail }) =>
        `Hola ${name}:\n\nLa dirección de correo de tu cuenta de Rentwell se cambió a ${newEmail}. A partir de ahora, inicia sesión con la nueva dirección.\n\nSi no fuiste tú, contacta de inmediato con tu administrador.`,
    },
  },
  fr: {
    invitation: {
      subject: 'Votre compte Rentwell est prêt',
      body: ({ name, organizationName, url, validForHours }) =>
        `Bonjour ${name},\n\n${organizationName} a créé un compte Rentwell pour vous. Pour choisir votre mot de passe, ouvrez ce lien dans les ${validForHours} heures :\n${url}\n\nConnectez-vous ensuite avec cette adresse e-mail et votre nouveau mot de passe.`,
    },
    emailChanged: {
      subject: 'L’adresse e-mail de votre compte Rentwell a changé',
      body: ({ name, newEmail }) =>
        `Bonjour ${name},\n\nL’adresse e-mail de votre compte Rentwell est désormais ${newEmail}. Connectez-vous dorénavant avec cette nouvelle adresse.\n\nSi ce n’était pas vous, contactez immédiatement votre administrateur.`,
    },
  },
  he: {
    invitation: {
      subject: 'חשבון ה-Rentwell שלך מוכן',
      body: ({ name, organizationName, url, validForHours }) =>
        `שלום ${name},\n\n${organizationName} יצר/ה עבורך חשבון ב-Rentwell. כדי לבחור סיסמה, יש לפתוח את הקישור הבא תוך ${validForHours} שעות:\n${url}\n\nלאחר מכן אפשר להתחבר עם כתובת הדוא״ל הזו והסיסמה החדשה.`,
    },
    emailChanged: {
      subject: 'כתובת הדוא״ל של חשבון ה-Rentwell שלך שונתה',
      body: ({ name, newEmail }) =>
        `שלום ${name},\n\nכתובת הדוא״ל של חשבון ה-Rentwell שלך שונתה ל-${newEmail}. מעתה יש להתחבר עם הכתובת החדשה.\n\nאם לא ביצעת את השינוי, יש לפנות מיד למנהל/ת המערכת.`,
    },
  },
  sq: {
    invitation: {
      subject: 'Llogaria juaj Rentwell është gati',
      body: ({ name, organizationName, url, validForHours }) =>
        `Përshëndetje ${name},\n\n${organizationName} krijoi një llogari Rentwell për ju. Për të zgjedhur fjalëkalimin, hapni këtë lidhje brenda ${validForHours} orëve:\n${url}\n\nPastaj hyni me këtë adresë email-i dhe fjalëkalimin e ri.`,
    },
    emailChanged: {
      subject: 'Adresa e email-it të llogarisë suaj Rentwell u ndryshua',
      body: ({ name, newEmail }) =>
        `Përshëndetje ${name},\n\nAdresa e email-it të llogarisë suaj Rentwell u ndryshua në ${newEmail}. Tani e tutje hyni me adresën e re.\n\nNëse nuk e bëtë ju këtë ndryshim, kontaktoni menjëherë administratorin tuaj.`,
    },
  },
};

/** The mail that lets a user someone else created choose their own password. */
export function invitationMailText(language: TLanguage, values: InvitationValues) {
  const text = TEXTS[language].invitation;
  return { subject: text.subject, text: text.body(values) };
}

/** The notice sent to the old address after a change of sign-in email. */
export function emailChangedMailText(language: TLanguage, values: EmailChangedValues) {
  const text = TEXTS[language].emailChanged;
  return { subject: text.subject, text: text.body(values) };
}
