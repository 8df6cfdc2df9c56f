import { todayIn } from '@rentwell/domain/calendar-date';
import { todayLocal } from './today.ts';
import { useAuth } from './use-auth.ts';

/**
 * Today's date in the signed-in user's organization (its time zone), as the server counts rent, leases and reports;
 * the browser's date without an organization.
 */
export function useOrganizationToday(): string {
  const { me } = useAuth();
  const timeZone = me?.organization?.timeZone;
  return timeZone ? todayIn(timeZone) : todayLocal();
}
