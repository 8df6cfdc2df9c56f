import { useAuth } from './use-auth.ts';

/**
 * Whether the signed-in user works with short-term rentals (Settings → 'Short-term rental mode'). Navigation shows
 * the short-term rental parts (the property page's 'Short-term rentals' tab, listings, bookings) only when it is on.
 */
export function useShortTermRentalMode(): boolean {
  const { profile } = useAuth();
  return profile?.shortTermRentalMode ?? false;
}
