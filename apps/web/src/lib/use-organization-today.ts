import { todayIn } from '@rentwell/domain/calendar-date';
import { todayLocal } from './today.ts';
import { useAuth } from './use-auth.ts';

/**
 * Today's date in the signed-in user's organization (its time zone), as the server counts rent, leases and reports;
 * the browser's date without an organization. It reads the session the app shell has loaded, never asking again.
 */
export function useOrganizationToday(): string {
  const { me } = useAuth({ enabled: false });
  const timeZone = me?.organization?.timeZone;
  return timeZone ? todayIn(timeZone) : todayLocal();
}
