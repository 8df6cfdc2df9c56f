import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';

type AuthMailText = { subject: string; body: (name: string, url: string) => string };
type AuthMailKind = 'verifyEmail' | 'resetPassword' | 'signUpWithExistingEmail';

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
    signUpWithExistingEmail: {
      subject: 'Someone tried to sign up to Rentwell with your email',
      body: (name, url) =>
        `Hello ${name},\n\nSomeone just tried to create a Rentwell account with your email address, which already has one. No new account was made and yours is unchanged.\n\nIf it was you, sign in here (you can reset your password on that page if you forgot it):\n${url}\n\nIf it was not you, you can ignore this message.`,
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
    signUpWithExistingEmail: {
      subject: 'Alguien intentó registrarse en Rentwell con tu correo',
      body: (name, url) =>
        `Hola ${name}:\n\nAlguien acaba de intentar crear una cuenta de Rentwell con tu dirección de correo electrónico, que ya tiene una. No se ha creado ninguna cuenta nueva y la tuya no ha cambiado.\n\nSi fuiste tú, inicia sesión aquí (en esa página puedes restablecer tu contraseña si la olvidaste):\n${url}\n\nSi no fuiste tú, puedes ignorar este mensaje.`,
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
    signUpWithExistingEmail: {
      subject: "Quelqu'un a tenté de s'inscrire sur Rentwell avec votre adresse e-mail",
      body: (name, url) =>
        `Bonjour ${name},\n\nQuelqu'un vient d'essayer de créer un compte Rentwell avec votre adresse e-mail, qui en a déjà un. Aucun nouveau compte n'a été créé et le vôtre est inchangé.\n\nSi c'était vous, connectez-vous ici (vous pouvez réinitialiser votre mot de passe sur cette page si vous l'avez oublié) :\n${url}\n\nSi ce n'était pas vous, ignorez ce message.`,
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
    signUpWithExistingEmail: {
      subject: 'מישהו ניסה להירשם ל-Rentwell עם כתובת הדוא״ל שלך',
      body: (name, url) =>
        `שלום ${name},\n\nמישהו ניסה עכשיו ליצור חשבון Rentwell עם כתובת הדוא״ל שלך, שכבר יש לה חשבון. לא נוצר חשבון חדש, והחשבון שלך לא השתנה.\n\nאם זה היית את/ה, אפשר להתחבר כאן (ואם שכחת את הסיסמה, אפשר לאפס אותה באותו דף):\n${url}\n\nאם זה לא היית את/ה, אפשר להתעלם מהודעה זו.`,
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
    signUpWithExistingEmail: {
      subject: 'Dikush u përpoq të regjistrohej në Rentwell me email-in tuaj',
      body: (name, url) =>
        `Përshëndetje ${name},\n\nDikush sapo u përpoq të krijonte një llogari Rentwell me adresën tuaj të email-it, e cila ka tashmë një llogari. Nuk u krijua asnjë llogari e re dhe llogaria juaj mbetet e pandryshuar.\n\nNëse ishit ju, hyni këtu (në atë faqe mund ta rivendosni fjalëkalimin nëse e keni harruar):\n${url}\n\nNëse nuk ishit ju, mund ta shpërfillni këtë mesazh.`,
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
