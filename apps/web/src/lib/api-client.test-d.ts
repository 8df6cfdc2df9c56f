/**
 * Type-level proof, checked by `tsc -p apps/web` (so by `npm run typecheck`), never run: the web's calls are typed
 * by the server's route tree, so a renamed route, a wrong param or a changed response fails the typecheck.
 */
import type { TPaymentRecord, ZChargeList } from '@rentwell/contracts/payments';
import type { z } from 'zod';
import type { api, TApiJson } from './api-client.ts';

type TJsonOf<TCall extends (...args: never[]) => Promise<unknown>> = TApiJson<Awaited<ReturnType<TCall>>>;
type TIsExactly<TActual, TExpected> =
  (<T>() => T extends TActual ? 1 : 2) extends <T>() => T extends TExpected ? 1 : 2 ? true : false;
type TExpectTrue<TCondition extends true> = TCondition;

type TPaymentRoutes = (typeof api)['payments'];
type TConfirmPayment = TPaymentRoutes[':paymentId']['confirm']['$post'];

/** The answers are the contracts' types, field for field: a changed response on either side fails here. */
export type TAnswersAreTheContracts = [
  TExpectTrue<TIsExactly<TJsonOf<TConfirmPayment>, TPaymentRecord>>,
  TExpectTrue<TIsExactly<TJsonOf<TPaymentRoutes['$get']>, z.infer<typeof ZChargeList>>>,
];

/** What does not exist on the server does not exist for the web. */
export type TWhatIsNotThereFails = [
  // @ts-expect-error: there is no POST /api/payments/:paymentId/approve (a renamed route is a missing one)
  TPaymentRoutes[':paymentId']['approve'],
  // @ts-expect-error: the answer of a confirmation has no `receiptPdf` field
  TJsonOf<TConfirmPayment>['receiptPdf'],
  // @ts-expect-error: the confirmation's path param is `paymentId`
  TExpectTrue<Parameters<TConfirmPayment>[0] extends { param: { id: string } } ? true : false>,
];
