import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';

type AuthMailText = { subject: string; body: (name: string, url: string) => string };
type AuthMailKind = 'verifyEmail' | 'resetPassword';

const TEXTS: Record<TLanguage, Record<AuthMailKind, AuthMailText>> = {
  en: {
    verifyEmail: {
      subject: 'Confirm your email for Rentwell',
      body: (name, url) =>
        `Hello ${name},\n\nPlease confirm your email address by opening this link:\n${url}\n\nIf you did not create a Rentwell account, you can ignore this message.`,
    },
    resetPassword: {
      subject: 'Reset your Rentwell password',
      body: (name, url) =>
        `Hello ${name},\n\nSomeone asked to reset the password of your Rentwell account. To choose a new password, open this link within one hour:\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    },
  },
  es: {
    verifyEmail: {
      subject: 'Confirma tu correo electrónico en Rentwell',
      body: (name, url) =>
        `Hola ${name}:\n\nConfirma tu dirección de correo electrónico abriendo este enlace:\n${url}\n\nSi no creaste una cuenta en Rentwell, puedes ignorar este mensaje.`,
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de Rentwell',
      body: (name, url) =>
        `Hola ${name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Rentwell. Para elegir una nueva contraseña, abre este enlace en la próxima hora:\n${url}\n\nSi no fuiste tú, ignora este mensaje: tu contraseña no cambia.`,
    },
  },
  fr: {
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail pour Rentwell',
      body: (name, url) =>
        `Bonjour ${name},\n\nVeuillez confirmer votre adresse e-mail en ouvrant ce lien :\n${url}\n\nSi vous n'avez pas créé de compte Rentwell, ignorez ce message.`,
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Rentwell',
      body: (name, url) =>
        `Bonjour ${name},\n\nQuelqu'un a demandé la réinitialisation du mot de passe de votre compte Rentwell. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${url}\n\nSi ce n'était pas vous, ignorez ce message : votre mot de passe reste inchangé.`,
    },
  },
  he: {
    verifyEmail: {
      subject: 'אישור כתובת הדוא״ל שלך ב-Rentwell',
      body: (name, url) =>
        `שלום ${name},\n\nיש לאשר את כתובת הדוא״ל שלך באמצעות פתיחת הקישור הבא:\n${url}\n\nאם לא יצרת חשבון ב-Rentwell, אפשר להתעלם מהודעה זו.`,
    },
    resetPassword: {
      subject: 'איפוס הסיסמה שלך ב-Rentwell',
      body: (name, url) =>
        `שלום ${name},\n\nהתקבלה בקשה לאיפוס הסיסמה של חשבון Rentwell שלך. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור הבא תוך שעה:\n${url}\n\nאם לא ביקשת זאת, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה.`,
    },
  },
  sq: {
    verifyEmail: {
      subject: 'Konfirmoni email-in tuaj për Rentwell',
      body: (name, url) =>
        `Përshëndetje ${name},\n\nJu lutemi konfirmoni adresën tuaj të email-it duke hapur këtë lidhje:\n${url}\n\nNëse nuk keni krijuar një llogari Rentwell, mund ta shpërfillni këtë mesazh.`,
    },
    resetPassword: {
      subject: 'Rivendosni fjalëkalimin tuaj të Rentwell',
      body: (name, url) =>
        `Përshëndetje ${name},\n\nDikush kërkoi rivendosjen e fjalëkalimit të llogarisë suaj Rentwell. Për të zgjedhur një fjalëkalim të ri, hapni këtë lidhje brenda një ore:\n${url}\n\nNëse nuk ishit ju, shpërfilleni këtë mesazh: fjalëkalimi juaj mbetet i njëjtë.`,
    },
  },
};

/** Picks the first supported base language of an Accept-Language header, English otherwise. */
export function languageFromAcceptHeader(header: string | null | undefined): TLanguage {
  for (const part of (header ?? '').split(',')) {
    const base = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const match = LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return 'en';
}

export function authMailText(kind: AuthMailKind, language: TLanguage, name: string, url: string) {
  const text = TEXTS[language][kind];
  return { subject: text.subject, text: text.body(name, url) };
}
