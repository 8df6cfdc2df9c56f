import type { TLanguage } from '@rentwell/contracts/profile';
import { LEASE_AGREEMENT_TEXTS } from './lease-agreement-texts.ts';
import { renderInPdfWorker } from './pdf-pool.ts';

/** What a lease agreement states, read from the lease, its unit and property, its tenant and the organization. */
export type LeaseAgreementInput = {
  landlord: { organizationName: string; contactEmail: string; representativeName: string };
  tenant: { fullName: string; email: string; phone: string | null };
  premises: {
    propertyName: string;
    unitLabel: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    /** ISO 3166 code. */
    country: string;
  };
  term: { startDate: string; endDate: string };
  rent: { currency: string; monthlyRentMinor: number; securityDepositMinor: number; dueDay: number };
  /** The organization's rent rules: grace days and the late fee in words, in the agreement's language. */
  rentRules: { graceDays: number; lateFee: string };
  /** The organization's own clauses (its `lease_clauses` template, filled); paragraphs split by blank lines. */
  clauses: string;
};

/** The document's title as the documents list shows it: "Residential Lease Agreement — Harbor View, Unit 3". */
export function leaseAgreementTitle(input: LeaseAgreementInput, language: TLanguage): string {
  return `${LEASE_AGREEMENT_TEXTS[language].title} — ${input.premises.propertyName}, ${input.premises.unitLabel}`;
}

/**
 * A residential lease agreement for the lease, in `language`: the parties, then numbered clauses (premises, term,
 * rent with the rent rules' grace days and late fee, deposit, use, house rules, maintenance, entry, termination,
 * general provisions, the organization's own clauses) and a closing signatures clause; the signature page itself is appended when the agreement is signed. Hebrew reads from the right. Typeset
 * in a PDF worker.
 */
export function renderLeaseAgreement(input: LeaseAgreementInput, language: TLanguage): Promise<Buffer> {
  return renderInPdfWorker({ kind: 'lease-agreement', input, language });
}
