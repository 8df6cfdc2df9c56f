import { type ChargeWithPayments, findLatePayers } from '@rentwell/domain/financial-insights/late-payers';
import { groupBy } from '@rentwell/domain/group-by';
import type { chargesDueIn, paymentsAgainstChargesDueIn } from './financial-insights.repo.ts';

/** Late at least this often in the last twelve months: a tenant who pays late again and again. */
const MINIMUM_LATE_CHARGES = 3;

type Charge = Awaited<ReturnType<typeof chargesDueIn>>[number];
type ChargePayment = Awaited<ReturnType<typeof paymentsAgainstChargesDueIn>>[number];

/** Tenants who paid late again and again, with their property and unit. */
export function repeatedLatePayers(
  charges: Charge[],
  chargePayments: ChargePayment[],
  today: string,
  graceDays: number,
) {
  const paymentsByCharge = groupBy(chargePayments, (payment) => payment.chargeId);
  const chargeInputs: ChargeWithPayments[] = charges.map((charge) => ({
    ...charge,
    payments: paymentsByCharge.get(charge.id) ?? [],
  }));
  const chargesByLease = groupBy(charges, (charge) => charge.leaseId);
  return findLatePayers(chargeInputs, today, { graceDays, minimumLateCharges: MINIMUM_LATE_CHARGES }).flatMap(
    (payer) => {
      const lease = chargesByLease.get(payer.leaseId)?.[0];
      if (!lease) return [];
      return [
        {
          ...payer,
          tenantName: lease.tenantName ?? '',
          propertyId: lease.propertyId,
          propertyName: lease.propertyName,
          unitLabel: lease.unitLabel,
        },
      ];
    },
  );
}
