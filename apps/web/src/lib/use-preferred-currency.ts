import { useAuth } from './use-auth.ts';

const FALLBACK_CURRENCY = 'USD';

/**
 * The currency the user shows their organization's money in (Settings → 'Preferred currency'): totals that have no
 * currency of their own, and the default for new properties. Amounts that carry a currency (a lease, a payment)
 * keep it.
 */
export function usePreferredCurrency(): string {
  const { profile, organization } = useAuth();
  return profile?.preferredCurrency ?? organization?.currency ?? FALLBACK_CURRENCY;
}
