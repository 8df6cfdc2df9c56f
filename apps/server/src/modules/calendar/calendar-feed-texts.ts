import type { TCalendarEventType } from '@rentwell/contracts/calendar-events';
import type { TLanguage } from '@rentwell/contracts/profile';

type FeedTexts = { calendarName: string; summaries: Record<TCalendarEventType, string> };

/** The feed is read by calendar applications, outside the app: its words are in the subscriber's language. */
const FEED_TEXTS: Record<TLanguage, FeedTexts> = {
  en: {
    calendarName: 'Rentwell',
    summaries: {
      lease_ending: 'Lease ends: {{title}}',
      lease_renewal: 'Renewal decision: {{title}}',
      maintenance: 'Maintenance: {{title}}',
      booking: 'Check-in: {{title}}',
      block: 'Blocked: {{title}}',
      reminder: 'Reminder goes out: {{title}}',
    },
  },
  es: {
    calendarName: 'Rentwell',
    summaries: {
      lease_ending: 'Fin del contrato: {{title}}',
      lease_renewal: 'Decisión de renovación: {{title}}',
      maintenance: 'Mantenimiento: {{title}}',
      booking: 'Llegada: {{title}}',
      block: 'Bloqueado: {{title}}',
      reminder: 'Se envía el recordatorio: {{title}}',
    },
  },
  fr: {
    calendarName: 'Rentwell',
    summaries: {
      lease_ending: 'Fin du bail : {{title}}',
      lease_renewal: 'Décision de renouvellement : {{title}}',
      maintenance: 'Maintenance : {{title}}',
      booking: 'Arrivée : {{title}}',
      block: 'Bloqué : {{title}}',
      reminder: 'Envoi du rappel : {{title}}',
    },
  },
  he: {
    calendarName: 'Rentwell',
    summaries: {
      lease_ending: 'סיום חוזה: {{title}}',
      lease_renewal: 'החלטה על חידוש: {{title}}',
      maintenance: 'תחזוקה: {{title}}',
      booking: 'צ׳ק-אין: {{title}}',
      block: 'חסום: {{title}}',
      reminder: 'שליחת תזכורת: {{title}}',
    },
  },
  sq: {
    calendarName: 'Rentwell',
    summaries: {
      lease_ending: 'Përfundon qiraja: {{title}}',
      lease_renewal: 'Vendim për rinovimin: {{title}}',
      maintenance: 'Mirëmbajtje: {{title}}',
      booking: 'Mbërritje: {{title}}',
      block: 'E bllokuar: {{title}}',
      reminder: 'Dërgohet kujtesa: {{title}}',
    },
  },
};

export function feedTextsOf(language: TLanguage) {
  const texts = FEED_TEXTS[language];
  return {
    calendarName: texts.calendarName,
    summaryOf: (type: TCalendarEventType, title: string) => texts.summaries[type].replace('{{title}}', title),
  };
}
