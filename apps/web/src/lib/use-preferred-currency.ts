import { useAuth } from './use-auth.ts';

const FALLBACK_CURRENCY = 'USD';

/**
 * The currency the calculators (Tools) work in (Settings → 'Calculator currency'), else the organization's. Nothing
 * else reads it: recorded amounts show in their own currency, and totals in the organization's.
 */
export function usePreferredCurrency(): string {
  const { profile, organization } = useAuth();
  return profile?.preferredCurrency ?? organization?.currency ?? FALLBACK_CURRENCY;
}
