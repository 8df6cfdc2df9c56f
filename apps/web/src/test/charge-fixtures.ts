import type { TCharge } from '@rentwell/contracts/payments';

/** Rosa Diaz's April rent at Maple Court 4B, overdue and unpaid; a test overrides what it is about. */
export function overdueCharge(overrides: Partial<TCharge> = {}): TCharge {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    leaseId: '44444444-4444-4444-8444-444444444444',
    dueDate: '2026-04-01',
    periodStart: '2026-04-01',
    periodEnd: '2026-04-30',
    amountMinor: 145_000,
    receivedMinor: 0,
    awaitingConfirmationMinor: 0,
    balanceMinor: 145_000,
    currency: 'USD',
    status: 'overdue',
    lateFee: null,
    tenant: { id: '55555555-5555-4555-8555-555555555555', name: 'Rosa Diaz' },
    property: { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Court' },
    unit: { id: '33333333-3333-4333-8333-333333333333', label: '4B' },
    payments: [],
    ...overrides,
  };
}
