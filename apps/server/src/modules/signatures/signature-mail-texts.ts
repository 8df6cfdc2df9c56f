import type { TLanguage } from '@rentwell/contracts/profile';

export type SigningInvitation = {
  signerName: string;
  organizationName: string;
  documentTitle: string;
  message: string;
  url: string;
  expiresOn: string;
};

type InvitationTexts = {
  subject: (invitation: SigningInvitation) => string;
  greeting: (name: string) => string;
  body: (invitation: SigningInvitation) => string;
  messageLabel: string;
  expiry: (date: string) => string;
  ignore: string;
};

const INVITATION: Record<TLanguage, InvitationTexts> = {
  en: {
    subject: (i) => `${i.organizationName} asks you to sign: ${i.documentTitle}`,
    greeting: (name) => `Hello ${name},`,
    body: (i) => `${i.organizationName} asks you to review and sign "${i.documentTitle}". Open this link to sign:`,
    messageLabel: 'Their message:',
    expiry: (date) => `The link works once and expires on ${date}.`,
    ignore: 'If you did not expect this, you can ignore this email.',
  },
  es: {
    subject: (i) => `${i.organizationName} le pide que firme: ${i.documentTitle}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (i) => `${i.organizationName} le pide que revise y firme «${i.documentTitle}». Abra este enlace para firmar:`,
    messageLabel: 'Su mensaje:',
    expiry: (date) => `El enlace se puede usar una sola vez y caduca el ${date}.`,
    ignore: 'Si no esperaba este correo, puede ignorarlo.',
  },
  fr: {
    subject: (i) => `${i.organizationName} vous demande de signer : ${i.documentTitle}`,
    greeting: (name) => `Bonjour ${name},`,
    body: (i) =>
      `${i.organizationName} vous demande de relire et de signer « ${i.documentTitle} ». Ouvrez ce lien pour signer :`,
    messageLabel: 'Son message :',
    expiry: (date) => `Le lien ne sert qu’une fois et expire le ${date}.`,
    ignore: 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  },
  he: {
    subject: (i) => `${i.organizationName} מבקשים ממך לחתום: ${i.documentTitle}`,
    greeting: (name) => `שלום ${name},`,
    body: (i) =>
      `${i.organizationName} מבקשים ממך לעיין במסמך "${i.documentTitle}" ולחתום עליו. לחתימה יש לפתוח את הקישור:`,
    messageLabel: 'ההודעה שלהם:',
    expiry: (date) => `הקישור פועל פעם אחת בלבד ותוקפו יפוג ב-${date}.`,
    ignore: 'אם לא ציפית להודעה זו, אפשר להתעלם ממנה.',
  },
  sq: {
    subject: (i) => `${i.organizationName} ju kërkon të nënshkruani: ${i.documentTitle}`,
    greeting: (name) => `Përshëndetje ${name},`,
    body: (i) =>
      `${i.organizationName} ju kërkon të shqyrtoni dhe të nënshkruani "${i.documentTitle}". Hapni këtë lidhje për të nënshkruar:`,
    messageLabel: 'Mesazhi i tyre:',
    expiry: (date) => `Lidhja funksionon vetëm një herë dhe skadon më ${date}.`,
    ignore: 'Nëse nuk e prisnit këtë email, mund ta shpërfillni.',
  },
};

/** The email that carries a signer's link, in their language. */
export function signingInvitationMail(language: TLanguage, invitation: SigningInvitation) {
  const texts = INVITATION[language];
  const message = invitation.message ? [texts.messageLabel, invitation.message, ''] : [];
  return {
    subject: texts.subject(invitation),
    text: [
      texts.greeting(invitation.signerName),
      '',
      texts.body(invitation),
      invitation.url,
      '',
      ...message,
      texts.expiry(invitation.expiresOn),
      texts.ignore,
    ].join('\n'),
  };
}

export type SigningCompletion = { signerName: string; documentTitle: string };

type CompletionTexts = {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  body: (title: string) => string;
  attached: string;
  download: string;
};

const COMPLETION: Record<TLanguage, CompletionTexts> = {
  en: {
    subject: (title) => `Signed by everyone: ${title}`,
    greeting: (name) => `Hello ${name},`,
    body: (title) => `Every party has signed "${title}". The signed PDF carries a digital seal that shows any change.`,
    attached: 'The signed PDF is attached to this email.',
    download: 'Open the signing link you received again to download the signed PDF.',
  },
  es: {
    subject: (title) => `Firmado por todas las partes: ${title}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (title) =>
      `Todas las partes han firmado «${title}». El PDF firmado lleva un sello digital que revela cualquier cambio.`,
    attached: 'El PDF firmado va adjunto a este correo.',
    download: 'Vuelva a abrir el enlace de firma que recibió para descargar el PDF firmado.',
  },
  fr: {
    subject: (title) => `Signé par tous : ${title}`,
    greeting: (name) => `Bonjour ${name},`,
    body: (title) =>
      `Toutes les parties ont signé « ${title} ». Le PDF signé porte un sceau numérique qui révèle toute modification.`,
    attached: 'Le PDF signé est joint à ce courriel.',
    download: 'Rouvrez le lien de signature reçu pour télécharger le PDF signé.',
  },
  he: {
    subject: (title) => `נחתם על ידי כל הצדדים: ${title}`,
    greeting: (name) => `שלום ${name},`,
    body: (title) => `כל הצדדים חתמו על "${title}". קובץ ה-PDF החתום נושא חותם דיגיטלי שחושף כל שינוי.`,
    attached: 'קובץ ה-PDF החתום מצורף להודעה זו.',
    download: 'להורדת ה-PDF החתום יש לפתוח שוב את קישור החתימה שקיבלת.',
  },
  sq: {
    subject: (title) => `Nënshkruar nga të gjithë: ${title}`,
    greeting: (name) => `Përshëndetje ${name},`,
    body: (title) =>
      `Të gjitha palët kanë nënshkruar "${title}". PDF-ja e nënshkruar mban një vulë dixhitale që tregon çdo ndryshim.`,
    attached: 'PDF-ja e nënshkruar është bashkëngjitur këtij emaili.',
    download: 'Hapni sërish lidhjen e nënshkrimit që morët për të shkarkuar PDF-në e nënshkruar.',
  },
};

/**
 * The email that tells a signer everyone has signed, in their language, with the sealed PDF attached; `linksText` takes
 * the attachment's place when it is over the mail size cap.
 */
export function signingCompletedMail(language: TLanguage, completion: SigningCompletion) {
  const texts = COMPLETION[language];
  return {
    subject: texts.subject(completion.documentTitle),
    text: [texts.greeting(completion.signerName), '', texts.body(completion.documentTitle), texts.attached].join('\n'),
    linksText: texts.download,
  };
}

export type SigningReminder = Omit<SigningInvitation, 'message'>;

type ReminderTexts = {
  subject: (reminder: SigningReminder) => string;
  body: (reminder: SigningReminder) => string;
  earlierLinks: string;
};

const REMINDER: Record<TLanguage, ReminderTexts> = {
  en: {
    subject: (r) => `Reminder: ${r.organizationName} is waiting for your signature on ${r.documentTitle}`,
    body: (r) =>
      `${r.organizationName} asked you to sign "${r.documentTitle}" and is still waiting for your signature. Open this new link to review and sign:`,
    earlierLinks: 'The links in earlier emails no longer work.',
  },
  es: {
    subject: (r) => `Recordatorio: ${r.organizationName} espera su firma en «${r.documentTitle}»`,
    body: (r) =>
      `${r.organizationName} le pidió que firmara «${r.documentTitle}» y todavía espera su firma. Abra este nuevo enlace para revisarlo y firmarlo:`,
    earlierLinks: 'Los enlaces de los correos anteriores ya no funcionan.',
  },
  fr: {
    subject: (r) => `Rappel : ${r.organizationName} attend votre signature pour « ${r.documentTitle} »`,
    body: (r) =>
      `${r.organizationName} vous a demandé de signer « ${r.documentTitle} » et attend toujours votre signature. Ouvrez ce nouveau lien pour relire et signer :`,
    earlierLinks: 'Les liens des messages précédents ne fonctionnent plus.',
  },
  he: {
    subject: (r) => `תזכורת: ${r.organizationName} ממתינים לחתימתך על ${r.documentTitle}`,
    body: (r) =>
      `${r.organizationName} ביקשו ממך לחתום על "${r.documentTitle}" ועדיין ממתינים לחתימתך. לעיון ולחתימה יש לפתוח את הקישור החדש:`,
    earlierLinks: 'הקישורים מהודעות קודמות כבר אינם פועלים.',
  },
  sq: {
    subject: (r) => `Kujtesë: ${r.organizationName} pret nënshkrimin tuaj për ${r.documentTitle}`,
    body: (r) =>
      `${r.organizationName} ju ka kërkuar të nënshkruani "${r.documentTitle}" dhe ende pret nënshkrimin tuaj. Hapni këtë lidhje të re për ta shqyrtuar dhe nënshkruar:`,
    earlierLinks: 'Lidhjet në email-et e mëparshme nuk funksionojnë më.',
  },
};

/** The email that reminds a signer who has not signed yet, with a new link, in their language. */
export function signingReminderMail(language: TLanguage, reminder: SigningReminder) {
  const texts = REMINDER[language];
  const common = INVITATION[language];
  return {
    subject: texts.subject(reminder),
    text: [
      common.greeting(reminder.signerName),
      '',
      texts.body(reminder),
      reminder.url,
      '',
      texts.earlierLinks,
      common.expiry(reminder.expiresOn),
      common.ignore,
    ].join('\n'),
  };
}

export type SigningDeclined = { senderName: string; signerName: string; documentTitle: string; reason: string };

type DeclinedTexts = {
  subject: (declined: SigningDeclined) => string;
  greeting: (name: string) => string;
  body: (declined: SigningDeclined) => string;
  reasonLabel: string;
  next: string;
};

const DECLINED: Record<TLanguage, DeclinedTexts> = {
  en: {
    subject: (d) => `${d.signerName} declined to sign ${d.documentTitle}`,
    greeting: (name) => `Hello ${name},`,
    body: (d) =>
      `${d.signerName} declined to sign "${d.documentTitle}". The signature request is closed: no other link works.`,
    reasonLabel: 'Their reason:',
    next: 'To try again, correct the document if needed and send a new request from Documents.',
  },
  es: {
    subject: (d) => `${d.signerName} rechazó firmar ${d.documentTitle}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (d) =>
      `${d.signerName} rechazó firmar «${d.documentTitle}». La solicitud de firma está cerrada: ningún otro enlace funciona.`,
    reasonLabel: 'Su motivo:',
    next: 'Para intentarlo de nuevo, corrige el documento si hace falta y envía una nueva solicitud desde Documentos.',
  },
  fr: {
    subject: (d) => `${d.signerName} a refusé de signer ${d.documentTitle}`,
    greeting: (name) => `Bonjour ${name},`,
    body: (d) =>
      `${d.signerName} a refusé de signer « ${d.documentTitle} ». La demande de signature est close : aucun autre lien ne fonctionne.`,
    reasonLabel: 'Son motif :',
    next: 'Pour réessayer, corrigez le document si besoin et envoyez une nouvelle demande depuis Documents.',
  },
  he: {
    subject: (d) => `${d.signerName} סירב/ה לחתום על ${d.documentTitle}`,
    greeting: (name) => `שלום ${name},`,
    body: (d) => `${d.signerName} סירב/ה לחתום על "${d.documentTitle}". בקשת החתימה נסגרה: אף קישור אחר אינו פועל.`,
    reasonLabel: 'הסיבה שנמסרה:',
    next: 'כדי לנסות שוב, יש לתקן את המסמך במידת הצורך ולשלוח בקשה חדשה מעמוד המסמכים.',
  },
  sq: {
    subject: (d) => `${d.signerName} refuzoi të nënshkruajë ${d.documentTitle}`,
    greeting: (name) => `Përshëndetje ${name},`,
    body: (d) =>
      `${d.signerName} refuzoi të nënshkruajë "${d.documentTitle}". Kërkesa për nënshkrim është mbyllur: asnjë lidhje tjetër nuk funksionon.`,
    reasonLabel: 'Arsyeja e dhënë:',
    next: 'Për të provuar sërish, korrigjoni dokumentin nëse duhet dhe dërgoni një kërkesë të re nga Dokumentet.',
  },
};

/** The email that tells the sender a signer declined, with the reason, in the sender's language. */
export function signingDeclinedMail(language: TLanguage, declined: SigningDeclined) {
  const texts = DECLINED[language];
  return {
    subject: texts.subject(declined),
    text: [
      texts.greeting(declined.senderName),
      '',
      texts.body(declined),
      '',
      texts.reasonLabel,
      declined.reason,
      '',
      texts.next,
    ].join('\n'),
  };
}
