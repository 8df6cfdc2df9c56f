import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import type { ChargeLine } from '@rentwell/domain/lease-extras';
import { documentFormats } from '../../documents/document-formats.ts';
import { renderInPdfWorker } from '../../documents/pdf-pool.ts';
import type { RentMailingPdf } from '../../documents/rent-mailing-document.ts';
import { chargeLinesForPeriod } from '../payments/rent-schedule.service.ts';
import { monthBounds, monthName } from './calendar-month.ts';
import { type FigureCharge, noticeFigures, statementFigures } from './mailing-figures.ts';
import { RENT_MAILING_TEXTS } from './rent-mailing-texts.ts';
import { listLeaseChargesWithFees, listLeaseReceivedPayments, type MailingLease } from './rent-mailings.repo.ts';

type Organization = { id: string; name: string; paymentInstructions: string };

/** A rent notice ready to print: the period's charge, its lines and the sums. */
export type PreparedNotice = {
  charge: FigureCharge;
  lines: ChargeLine[];
  figures: ReturnType<typeof noticeFigures>;
};

/** The notice of the lease's charge whose period starts in `month`, as it stands `today`; null when there is none. */
export async function prepareNotice(
  db: Database,
  lease: MailingLease,
  month: string,
  today: string,
): Promise<PreparedNotice | null> {
  const charges = await listLeaseChargesWithFees(db, { organizationId: lease.organizationId, leaseId: lease.id });
  const charge = charges.find((candidate) => candidate.periodStart.startsWith(month));
  if (!charge) return null;
  const lines = await chargeLinesForPeriod(db, lease, charge.periodStart);
  return { charge, lines, figures: noticeFigures(charges, charge, today) };
}

/** The lease's statement for `month`: opening balance, the month's charges, fees and payments, closing balance. */
export async function prepareStatement(db: Database, lease: MailingLease, month: string) {
  const scope = { organizationId: lease.organizationId, leaseId: lease.id };
  const [charges, payments] = await Promise.all([
    listLeaseChargesWithFees(db, scope),
    listLeaseReceivedPayments(db, scope),
  ]);
  return statementFigures(charges, payments, monthBounds(month));
}
export type PreparedStatement = Awaited<ReturnType<typeof prepareStatement>>;

function leaseDetails(lease: MailingLease, language: TLanguage): [string, string][] {
  const texts = RENT_MAILING_TEXTS[language];
  return [
    [texts.tenant, lease.tenantName ?? ''],
    [texts.property, `${lease.propertyName}, ${lease.unitLabel} — ${lease.propertyAddress}, ${lease.propertyCity}`],
  ];
}

/** `letter` is the organization's rent notice wording, filled for this lease (`mailingLetter`). */
export function renderNoticePdf(
  organization: Organization,
  lease: MailingLease,
  notice: PreparedNotice,
  language: TLanguage,
  letter: string,
) {
  const texts = RENT_MAILING_TEXTS[language];
  const { date, money } = documentFormats(language);
  const amount = (minor: number) => money(minor, lease.currency);
  const { charge, figures } = notice;
  const lines =
    notice.lines.length > 0
      ? notice.lines
      : [{ kind: 'rent' as const, description: '', amountMinor: charge.amountMinor }];
  const lineLabel = (line: ChargeLine) => {
    const kind = line.kind === 'rent' ? texts.rent : texts.extraKinds[line.kind];
    return line.description ? `${kind}: ${line.description}` : kind;
  };
  const input: RentMailingPdf = {
    language,
    title: texts.noticeTitle,
    organizationName: organization.name,
    intro: letter,
    details: [
      ...leaseDetails(lease, language),
      [texts.period, `${date(charge.periodStart)} – ${date(charge.periodEnd)}`],
      [texts.dueDate, date(charge.dueDate)],
    ],
    lineHeadings: [texts.description, texts.amount],
    lines: lines.map((line) => [lineLabel(line), amount(line.amountMinor)]),
    totals: [
      ...(figures.carriedMinor !== 0 ? [[texts.carried, amount(figures.carriedMinor)] as [string, string]] : []),
      ...(figures.paidMinor > 0 ? [[texts.alreadyPaid, amount(-figures.paidMinor)] as [string, string]] : []),
      [texts.totalDue, amount(figures.totalMinor)],
    ],
    notes: [
      {
        heading: texts.howToPay,
        text: [organization.paymentInstructions.trim(), texts.payInPortal].filter(Boolean).join(' '),
      },
    ],
  };
  return renderPdf(input, `${texts.noticeTitle} ${charge.periodStart.slice(0, 7)}`);
}

/** `note` is the organization's statement note, filled for this lease (`mailingLetter`). */
export function renderStatementPdf(
  organization: Organization,
  lease: MailingLease,
  month: string,
  statement: PreparedStatement,
  language: TLanguage,
  note: string,
) {
  const texts = RENT_MAILING_TEXTS[language];
  const { date, money } = documentFormats(language);
  const amount = (minor: number) => money(minor, lease.currency);
  const entryLabel = (entry: PreparedStatement['entries'][number]) => {
    if (entry.kind === 'charge') return texts.chargeFor(`${date(entry.periodStart)} – ${date(entry.periodEnd)}`);
    return entry.kind === 'late_fee' ? texts.lateFee : texts.paymentReceived;
  };
  const input: RentMailingPdf = {
    language,
    title: texts.statementTitle,
    organizationName: organization.name,
    intro: note,
    details: [...leaseDetails(lease, language), [texts.month, monthName(month, language)]],
    lineHeadings: [texts.description, texts.amount],
    lines: [
      [texts.openingBalance, amount(statement.openingMinor)],
      ...statement.entries.map((entry): [string, string] => [
        `${date(entry.date)} · ${entryLabel(entry)}`,
        amount(entry.amountMinor),
      ]),
      ...(statement.entries.length === 0 ? [[texts.noActivity, ''] as [string, string]] : []),
    ],
    totals: [[texts.closingBalance, amount(statement.closingMinor)]],
    notes: [],
  };
  return renderPdf(input, `${texts.statementTitle} ${month}`);
}

async function renderPdf(input: RentMailingPdf, title: string) {
  const pdf = await renderInPdfWorker({ kind: 'rent-mailing', input });
  return { pdf, fileName: `${title.replace(/[^\p{L}\p{N} -]/gu, '').trim() || 'document'}.pdf` };
}
