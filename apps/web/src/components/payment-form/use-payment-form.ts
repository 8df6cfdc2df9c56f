import { zodResolver } from '@hookform/resolvers/zod';
import { ZRecordPaymentRequest } from '@rentwell/contracts/payments';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../lib/amount-input.ts';
import { ZOD_PARSE_OPTIONS } from '../../lib/form-errors.ts';
import { useOrganizationToday } from '../../lib/use-organization-today.ts';

const contract = ZRecordPaymentRequest.shape;

/** A payment against one charge as typed: the contract's rules, with the amount as text in the charge's currency. */
function paymentFormSchema(currency: string) {
  return z.object({
    amount: amountInputSchema(currency, { min: 1 }),
    method: contract.method,
    paidOn: contract.paidOn,
    notes: z.string().trim().max(1000),
  });
}
type TPaymentFormSchema = ReturnType<typeof paymentFormSchema>;

/** The payment form of a charge, starting from the amount still to pay (blank when nothing is), today and a transfer. */
export function usePaymentForm(currency: string, suggestedMinor: number) {
  const today = useOrganizationToday();
  const schema = useMemo(() => paymentFormSchema(currency), [currency]);
  return useForm<z.input<TPaymentFormSchema>, unknown, z.output<TPaymentFormSchema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      amount: suggestedMinor > 0 ? minorToInputAmount(suggestedMinor, currency) : '',
      method: 'bank_transfer',
      paidOn: today,
      notes: '',
    },
  });
}
export type TPaymentForm = ReturnType<typeof usePaymentForm>;

/** The typed payment in the API's terms: the amount in minor units. */
export function paymentOf(values: z.output<TPaymentFormSchema>, currency: string) {
  return {
    amountMinor: inputAmountToMinor(values.amount, currency),
    method: values.method,
    paidOn: values.paidOn,
    notes: values.notes,
  };
}
