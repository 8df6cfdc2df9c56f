import type { TNotificationEvent } from '@rentwell/contracts/notifications';
import type { TLanguage } from '@rentwell/contracts/profile';

type Params = Record<string, string | number>;
type Text = (params: Params) => string;

/** Subject lines of the email copies; the body repeats the subject with a link to the app. */
const SUBJECTS: Record<TLanguage, Record<TNotificationEvent, Text>> = {
  en: {
    payment_reported: (p) => `${p.tenantName} reported a payment of ${p.amount}`,
    payment_confirmed: (p) => `Your payment of ${p.amount} was confirmed`,
    payment_rejected: (p) => `Your reported payment of ${p.amount} was not confirmed`,
    online_payment_succeeded: (p) => `Online payment of ${p.amount} received for ${p.propertyName}: receipt ready`,
    online_payment_failed: (p) =>
      `Online payment of ${p.amount} for ${p.propertyName} failed: the rent is unpaid again`,
    online_payment_held: (p) => `Online payment of ${p.amount} from ${p.tenantName} held for review`,
    online_payment_refunded: (p) => `Online payment of ${p.amount} for ${p.propertyName} was refunded`,
    online_payment_disputed: (p) => `Online payment of ${p.amount} from ${p.tenantName} is disputed`,
    lease_created: (p) => `Your lease at ${p.propertyName} is ready`,
    maintenance_created: (p) => `New maintenance request: ${p.title}`,
    maintenance_assigned: (p) => `You were assigned: ${p.title}`,
    maintenance_status_changed: (p) => `Maintenance request updated: ${p.title}`,
    maintenance_commented: (p) => `New comment on: ${p.title}`,
    message_received: (p) => `New message from ${p.senderName}: ${p.subject}`,
    reminder_rent_due: (p) => `Rent of ${p.amount} for ${p.propertyName} is due on ${p.date}`,
    reminder_lease_ending: (p) => `The lease at ${p.propertyName} ends on ${p.date}`,
    reminder_maintenance_open: (p) => `Still open after ${p.hours} hours: ${p.title}`,
    reminder_welcome: (p) => `Welcome to ${p.propertyName}`,
    signature_declined: (p) => `${p.signerName} declined to sign ${p.title}`,
    signature_completed: (p) => `Everyone signed ${p.title}`,
  },
  es: {
    payment_reported: (p) => `${p.tenantName} informó un pago de ${p.amount}`,
    payment_confirmed: (p) => `Se confirmó tu pago de ${p.amount}`,
    payment_rejected: (p) => `Tu pago informado de ${p.amount} no fue confirmado`,
    online_payment_succeeded: (p) => `Pago en línea de ${p.amount} recibido para ${p.propertyName}: recibo disponible`,
    online_payment_failed: (p) =>
      `El pago en línea de ${p.amount} para ${p.propertyName} falló: el alquiler vuelve a estar pendiente`,
    online_payment_held: (p) => `Pago en línea de ${p.amount} de ${p.tenantName} retenido para revisión`,
    online_payment_refunded: (p) => `Se reembolsó el pago en línea de ${p.amount} para ${p.propertyName}`,
    online_payment_disputed: (p) => `El pago en línea de ${p.amount} de ${p.tenantName} está en disputa`,
    lease_created: (p) => `Tu contrato en ${p.propertyName} está listo`,
    maintenance_created: (p) => `Nueva solicitud de mantenimiento: ${p.title}`,
    maintenance_assigned: (p) => `Se te asignó: ${p.title}`,
    maintenance_status_changed: (p) => `Solicitud de mantenimiento actualizada: ${p.title}`,
    maintenance_commented: (p) => `Nuevo comentario en: ${p.title}`,
    message_received: (p) => `Nuevo mensaje de ${p.senderName}: ${p.subject}`,
    reminder_rent_due: (p) => `El alquiler de ${p.amount} de ${p.propertyName} vence el ${p.date}`,
    reminder_lease_ending: (p) => `El contrato de ${p.propertyName} termina el ${p.date}`,
    reminder_maintenance_open: (p) => `Sigue abierta tras ${p.hours} horas: ${p.title}`,
    reminder_welcome: (p) => `Te damos la bienvenida a ${p.propertyName}`,
    signature_declined: (p) => `${p.signerName} rechazó firmar ${p.title}`,
    signature_completed: (p) => `Firmaron todas las partes ${p.title}`,
  },
  fr: {
    payment_reported: (p) => `${p.tenantName} a signalé un paiement de ${p.amount}`,
    payment_confirmed: (p) => `Votre paiement de ${p.amount} a été confirmé`,
    payment_rejected: (p) => `Votre paiement signalé de ${p.amount} n'a pas été confirmé`,
    online_payment_succeeded: (p) => `Paiement en ligne de ${p.amount} reçu pour ${p.propertyName} : reçu disponible`,
    online_payment_failed: (p) =>
      `Le paiement en ligne de ${p.amount} pour ${p.propertyName} a échoué : le loyer est de nouveau impayé`,
    online_payment_held: (p) => `Paiement en ligne de ${p.amount} de ${p.tenantName} retenu pour vérification`,
    online_payment_refunded: (p) => `Le paiement en ligne de ${p.amount} pour ${p.propertyName} a été remboursé`,
    online_payment_disputed: (p) => `Le paiement en ligne de ${p.amount} de ${p.tenantName} est contesté`,
    lease_created: (p) => `Votre bail à ${p.propertyName} est prêt`,
    maintenance_created: (p) => `Nouvelle demande d'intervention : ${p.title}`,
    maintenance_assigned: (p) => `Intervention qui vous est confiée : ${p.title}`,
    maintenance_status_changed: (p) => `Demande d'intervention mise à jour : ${p.title}`,
    maintenance_commented: (p) => `Nouveau commentaire sur : ${p.title}`,
    message_received: (p) => `Nouveau message de ${p.senderName} : ${p.subject}`,
    reminder_rent_due: (p) => `Le loyer de ${p.amount} pour ${p.propertyName} est dû le ${p.date}`,
    reminder_lease_ending: (p) => `Le bail de ${p.propertyName} se termine le ${p.date}`,
    reminder_maintenance_open: (p) => `Toujours ouverte après ${p.hours} heures : ${p.title}`,
    reminder_welcome: (p) => `Bienvenue à ${p.propertyName}`,
    signature_declined: (p) => `${p.signerName} a refusé de signer ${p.title}`,
    signature_completed: (p) => `Tout le monde a signé ${p.title}`,
  },
  he: {
    payment_reported: (p) => `${p.tenantName} דיווח/ה על תשלום של ${p.amount}`,
    payment_confirmed: (p) => `התשלום שלך בסך ${p.amount} אושר`,
    payment_rejected: (p) => `התשלום שדיווחת עליו בסך ${p.amount} לא אושר`,
    online_payment_succeeded: (p) => `תשלום מקוון של ${p.amount} עבור ${p.propertyName} התקבל: הקבלה מוכנה`,
    online_payment_failed: (p) => `התשלום המקוון של ${p.amount} עבור ${p.propertyName} נכשל: שכר הדירה שוב לא שולם`,
    online_payment_held: (p) => `תשלום מקוון של ${p.amount} מאת ${p.tenantName} הוקפא לבדיקה`,
    online_payment_refunded: (p) => `התשלום המקוון של ${p.amount} עבור ${p.propertyName} הוחזר`,
    online_payment_disputed: (p) => `על התשלום המקוון של ${p.amount} מאת ${p.tenantName} הוגשה מחלוקת`,
    lease_created: (p) => `חוזה השכירות שלך ב-${p.propertyName} מוכן`,
    maintenance_created: (p) => `קריאת תחזוקה חדשה: ${p.title}`,
    maintenance_assigned: (p) => `הוקצתה לך קריאה: ${p.title}`,
    maintenance_status_changed: (p) => `קריאת התחזוקה עודכנה: ${p.title}`,
    maintenance_commented: (p) => `תגובה חדשה על: ${p.title}`,
    message_received: (p) => `הודעה חדשה מאת ${p.senderName}: ${p.subject}`,
    reminder_rent_due: (p) => `שכר דירה בסך ${p.amount} עבור ${p.propertyName} לתשלום עד ${p.date}`,
    reminder_lease_ending: (p) => `חוזה השכירות ב-${p.propertyName} מסתיים ב-${p.date}`,
    reminder_maintenance_open: (p) => `עדיין פתוחה לאחר ${p.hours} שעות: ${p.title}`,
    reminder_welcome: (p) => `ברוכים הבאים ל-${p.propertyName}`,
    signature_declined: (p) => `${p.signerName} סירב/ה לחתום על ${p.title}`,
    signature_completed: (p) => `כל הצדדים חתמו על ${p.title}`,
  },
  sq: {
    payment_reported: (p) => `${p.tenantName} raportoi një pagesë prej ${p.amount}`,
    payment_confirmed: (p) => `Pagesa juaj prej ${p.amount} u konfirmua`,
    payment_rejected: (p) => `Pagesa që raportuat prej ${p.amount} nuk u konfirmua`,
    online_payment_succeeded: (p) =>
      `Pagesa në internet prej ${p.amount} për ${p.propertyName} u mor: fatura është gati`,
    online_payment_failed: (p) =>
      `Pagesa në internet prej ${p.amount} për ${p.propertyName} dështoi: qiraja është sërish e papaguar`,
    online_payment_held: (p) => `Pagesa në internet prej ${p.amount} nga ${p.tenantName} u mbajt për shqyrtim`,
    online_payment_refunded: (p) => `Pagesa në internet prej ${p.amount} për ${p.propertyName} u rimbursua`,
    online_payment_disputed: (p) => `Pagesa në internet prej ${p.amount} nga ${p.tenantName} është e kontestuar`,
    lease_created: (p) => `Kontrata juaj e qirasë në ${p.propertyName} është gati`,
    maintenance_created: (p) => `Kërkesë e re mirëmbajtjeje: ${p.title}`,
    maintenance_assigned: (p) => `Ju është caktuar: ${p.title}`,
    maintenance_status_changed: (p) => `Kërkesa e mirëmbajtjes u përditësua: ${p.title}`,
    maintenance_commented: (p) => `Koment i ri te: ${p.title}`,
    message_received: (p) => `Mesazh i ri nga ${p.senderName}: ${p.subject}`,
    reminder_rent_due: (p) => `Qiraja prej ${p.amount} për ${p.propertyName} duhet paguar më ${p.date}`,
    reminder_lease_ending: (p) => `Kontrata e qirasë në ${p.propertyName} mbaron më ${p.date}`,
    reminder_maintenance_open: (p) => `Ende e hapur pas ${p.hours} orësh: ${p.title}`,
    reminder_welcome: (p) => `Mirë se vini në ${p.propertyName}`,
    signature_declined: (p) => `${p.signerName} refuzoi të nënshkruajë ${p.title}`,
    signature_completed: (p) => `Të gjithë nënshkruan ${p.title}`,
  },
};

/** Marks the subject of a reminder sent with 'Send a test to me'. */
const TEST_SUBJECT: Record<TLanguage, (subject: string) => string> = {
  en: (subject) => `[Test] ${subject}`,
  es: (subject) => `[Prueba] ${subject}`,
  fr: (subject) => `[Test] ${subject}`,
  he: (subject) => `[בדיקה] ${subject}`,
  sq: (subject) => `[Provë] ${subject}`,
};

const OPEN_IN_APP: Record<TLanguage, string> = {
  en: 'Open it in Rentwell:',
  es: 'Ábrelo en Rentwell:',
  fr: 'Ouvrez-le dans Rentwell :',
  he: 'לפתיחה ב-Rentwell:',
  sq: 'Hapeni në Rentwell:',
};

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

/** The email copy of a notification, in the recipient's language. */
export function notificationMail(language: TLanguage, event: TNotificationEvent, params: Params, url: string) {
  const amount =
    typeof params.amountMinor === 'number' && typeof params.currency === 'string'
      ? new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: params.currency }).format(
          params.amountMinor /
            10 **
              (new Intl.NumberFormat('en', { style: 'currency', currency: params.currency }).resolvedOptions()
                .maximumFractionDigits ?? 2),
        )
      : '';
  const date =
    typeof params.date === 'string'
      ? new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${params.date}T00:00:00Z`),
        )
      : '';
  const text = SUBJECTS[language][event]({ ...params, amount, date });
  const subject = params.isTest === 1 ? TEST_SUBJECT[language](text) : text;
  return { subject, text: `${subject}\n\n${OPEN_IN_APP[language]} ${url}` };
}
