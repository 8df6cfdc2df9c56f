/** The wall-clock date and minute now in an IANA time zone, as 'YYYY-MM-DDTHH:MM' (sortable as text). */
export function localMinuteIn(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The next whole hour (at least 30 minutes away) in the zone, to start the schedule form with. */
export function suggestedScheduleIn(timeZone: string, now = new Date()): { date: string; time: string } {
  const later = new Date(now.getTime() + 90 * 60_000);
  const [date = '', minute = '00:00'] = localMinuteIn(timeZone, later).split('T');
  return { date, time: `${minute.slice(0, 2)}:00` };
}

/** Whether a date and time on the zone's clock is still ahead. */
export function isFutureIn(timeZone: string, date: string, time: string, now = new Date()): boolean {
  return `${date}T${time}` > localMinuteIn(timeZone, now);
}
