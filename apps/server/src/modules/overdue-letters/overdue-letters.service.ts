import { OVERDUE_LETTER_KIND, type TOverdueLetterStage } from '@rentwell/contracts/letter-templates';
import type {
  TOverdueLetterDue,
  TOverdueLetterPreview,
  TOverdueLettersSent,
  TSendOverdueLettersRequest,
  TSentOverdueLetter,
} from '@rentwell/contracts/overdue-letters';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { TRentRules } from '@rentwell/contracts/rent-rules';
import type { Database } from '@rentwell/db/create-db';
import type { AppDeps } from '../../app-deps.ts';
import { documentFormats } from '../../documents/document-formats.ts';
import { renderInPdfWorker } from '../../documents/pdf-pool.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { formatPeriod, leaseFactsOf, renderLeaseLetter } from '../letter-templates/letter-templates.service.ts';
import { getRentRules } from '../organization/rent-rules.service.ts';
import { overdueLetterDocument } from './overdue-letter-document.ts';
import { OVERDUE_LETTER_TEXTS } from './overdue-letter-texts.ts';
import {
  claimOverdueLetter,
  findLeaseOverdueLetters,
  findOverdueCharges,
  findSentOverdueStages,
  type OverdueChargeRow,
} from './overdue-letters.repo.ts';

/** The letter a charge overdue `days` days has reached under the rules, or null before the first. */
export function overdueStageOf(days: number, rules: TRentRules): TOverdueLetterStage | null {
  if (days >= rules.overdueFinalDays) return 'final';
  if (days >= rules.overdueSecondDays) return 'second';
  if (days >= rules.overdueFirstDays) return 'first';
  return null;
}

type LetterDue = TOverdueLetterDue & {
  charges: OverdueChargeRow[];
  tenantUserId: string;
  tenantEmail: string;
  language: TLanguage;
};

/**
 * The letters due today, one per tenant: the stage its lease's oldest overdue charge has reached, unless that
 * charge already had the letter of that stage. A lease without a tenant account gets none.
 */
async function lettersDue(db: Database, actor: OrganizationActor, today: string): Promise<LetterDue[]> {
  const rules = await getRentRules(db, actor);
  const rows = await findOverdueCharges(db, { organizationId: actor.organizationId, today });
  const byLease = new Map<string, OverdueChargeRow[]>();
  for (const row of rows) byLease.set(row.leaseId, [...(byLease.get(row.leaseId) ?? []), row]);
  const oldest = [...byLease.values()].map((charges) => charges[0] as OverdueChargeRow);
  const sent = await findSentOverdueStages(db, {
    organizationId: actor.organizationId,
    chargeIds: oldest.map((row) => row.chargeId),
  });
  return oldest.flatMap((first): LetterDue[] => {
    const stage = overdueStageOf(first.daysOverdue, rules);
    if (!stage || sent.has(`${first.chargeId}:${stage}`) || !first.tenantUserId || !first.tenantEmail) return [];
    const charges = byLease.get(first.leaseId) ?? [];
    return [
      {
        leaseId: first.leaseId,
        chargeId: first.chargeId,
        tenantName: first.tenantName ?? '',
        propertyName: first.propertyName,
        unitLabel: first.unitLabel,
        stage,
        daysOverdue: first.daysOverdue,
        overdueMinor: charges.reduce((sum, charge) => sum + charge.overdueMinor, 0),
        balanceMinor: first.leaseOwedMinor,
        currency: first.currency,
        charges,
        tenantUserId: first.tenantUserId,
        tenantEmail: first.tenantEmail,
        language: first.tenantLanguage ?? 'en',
      },
    ];
  });
}

const publicPart = ({ charges, tenantUserId, tenantEmail, language, ...due }: LetterDue): TOverdueLetterDue => due;

/** Who would get which letter today, and for how much: the preview of the bulk send. */
export async function previewOverdueLetters(
  db: Database,
  actor: OrganizationActor,
  today: string,
): Promise<TOverdueLetterPreview> {
  return { items: (await lettersDue(db, actor, today)).map(publicPart) };
}

/** The letter's PDF in the tenant's language: its overdue charges, late fee rule, balance and the template's text. */
async function renderOverdueLetter(db: Database, actor: OrganizationActor, due: LetterDue, today: string) {
  const { language } = due;
  const format = documentFormats(language);
  const facts = await leaseFactsOf(db, { organizationId: actor.organizationId, leaseId: due.leaseId }, today);
  const first = due.charges[0] as OverdueChargeRow;
  const values = {
    period: formatPeriod(first.periodStart, language),
    'balance.due': format.money(due.balanceMinor, due.currency),
    'letter.overdueAmount': format.money(due.overdueMinor, due.currency),
    'letter.daysOverdue': String(due.daysOverdue),
    'letter.dueDate': format.date(first.dueDate),
  };
  const scope = { organizationId: actor.organizationId, leaseId: due.leaseId };
  const key = { kind: OVERDUE_LETTER_KIND[due.stage], language };
  const letter = await renderLeaseLetter(db, scope, key, today, values, { forPdf: true });
  const pdf = await renderInPdfWorker({
    kind: 'document',
    definition: overdueLetterDocument({ due, facts, letter, language, today }),
  });
  const mailText = await renderLeaseLetter(db, scope, key, today, values, { forPdf: false });
  return { pdf, mailText, organizationName: facts.organizationName };
}

/**
 * Sends the letters due today (to the tenants of `leaseIds` when given: the ones the sender previewed), each as a PDF attached to a mail in the tenant's language. The letter's row (unique
 * per charge and stage) is the claim: it, its audit event (the lease's history) and its mail commit together, so two
 * sends at once send each letter once; the loser drops the PDF it typeset.
 */
export async function sendOverdueLetters(
  deps: Pick<AppDeps, 'db' | 'files' | 'mailer'>,
  actor: OrganizationActor,
  today: string,
  request: TSendOverdueLettersRequest = {},
): Promise<TOverdueLettersSent> {
  const sent: TOverdueLetterDue[] = [];
  const chosen = request.leaseIds ? new Set(request.leaseIds) : null;
  const letters = (await lettersDue(deps.db, actor, today)).filter((due) => !chosen || chosen.has(due.leaseId));
  for (const due of letters) {
    const { pdf, mailText, organizationName } = await renderOverdueLetter(deps.db, actor, due, today);
    const storageKey = await deps.files.put('mail-attachments', 'pdf', pdf);
    const texts = OVERDUE_LETTER_TEXTS[due.language];
    const title = texts.titles[due.stage];
    const claimed = await deps.db.transaction(async (tx) => {
      const letter = await claimOverdueLetter(tx, {
        organizationId: actor.organizationId,
        leaseId: due.leaseId,
        chargeId: due.chargeId,
        stage: due.stage,
        tenantUserId: due.tenantUserId,
        language: due.language,
        daysOverdue: due.daysOverdue,
        overdueMinor: due.overdueMinor,
        currency: due.currency,
        sentByUserId: actor.userId,
      });
      if (!letter) return false;
      await writeAuditEvent(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'lease.overdue_letter_sent',
        entityType: 'lease',
        entityId: due.leaseId,
        details: { stage: due.stage, chargeId: due.chargeId, overdueMinor: due.overdueMinor, currency: due.currency },
        ipAddress: actor.ipAddress,
      });
      const amount = documentFormats(due.language).money(due.overdueMinor, due.currency);
      await deps.mailer.send({
        db: tx,
        to: due.tenantEmail,
        subject: texts.subject(title, organizationName),
        text: `${texts.body(due.tenantName, title, amount)}\n\n${mailText}`,
        purpose: 'overdue_letter',
        attachments: {
          files: [{ fileName: `${title}.pdf`, storageKey, contentType: 'application/pdf', size: pdf.length }],
          linksText: texts.attachmentTooLarge,
        },
      });
      return true;
    });
    if (claimed) sent.push(publicPart(due));
    else await deps.files.remove(storageKey);
  }
  return { sent };
}

/** The overdue letters sent about one lease, newest first: its history of reminders. */
export async function listLeaseOverdueLetters(
  db: Database,
  actor: OrganizationActor,
  leaseId: string,
): Promise<{ items: TSentOverdueLetter[] }> {
  const rows = await findLeaseOverdueLetters(db, { organizationId: actor.organizationId, leaseId });
  return {
    items: rows.map(({ language: _language, sentAt, ...row }) => ({ ...row, sentAt: sentAt.toISOString() })),
  };
}
