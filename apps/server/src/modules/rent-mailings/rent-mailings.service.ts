import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TRentMailing,
  TRentMailingKind,
  TRentMailingPreview,
  TRentMailingSendResult,
  TRentMailingSkipReason,
} from '@rentwell/contracts/rent-mailings';
import { addDays } from '@rentwell/domain/calendar-date';
import type { AppDeps } from '../../app-deps.ts';
import { documentFormats } from '../../documents/document-formats.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { todayFor } from '../../lib/today.ts';
import { findNotificationRecipients } from '../accounts/accounts.service.ts';
import { formatPeriod, renderLeaseLetter } from '../letter-templates/letter-templates.service.ts';
import { monthBounds, monthName, monthOf } from './calendar-month.ts';
import {
  type PreparedNotice,
  type PreparedStatement,
  prepareNotice,
  prepareStatement,
  renderNoticePdf,
  renderStatementPdf,
} from './rent-mailing-documents.ts';
import { RENT_MAILING_TEXTS } from './rent-mailing-texts.ts';
import {
  findMailing,
  findMailingLease,
  findOrganizationForMailings,
  insertMailingOnce,
  listLeasesInMonth,
  listMailedLeaseIds,
  listMailings,
  listOrganizationsSendingNotices,
  type MailingLease,
  type MailingScope,
} from './rent-mailings.repo.ts';

type MailDeps = Pick<AppDeps, 'db' | 'files' | 'mailer' | 'config' | 'logger'>;
type Organization = NonNullable<Awaited<ReturnType<typeof findOrganizationForMailings>>>;
type Prepared =
  | { kind: 'rent_notice'; notice: PreparedNotice; totalMinor: number }
  | { kind: 'statement'; statement: PreparedStatement; totalMinor: number };

/**
 * The notice's letter or the statement's note: the organization's wording for that kind in the tenant's language
 * (else the default), filled with the lease's facts and the period's figures.
 */
async function mailingLetter(
  deps: MailDeps,
  lease: MailingLease,
  prepared: { notice: PreparedNotice } | { statement: PreparedStatement },
  month: string,
  language: TLanguage,
  today: string,
) {
  const { money, date } = documentFormats(language);
  const scope = { organizationId: lease.organizationId, leaseId: lease.id };
  if ('notice' in prepared) {
    const { charge, figures } = prepared.notice;
    return renderLeaseLetter(
      deps.db,
      scope,
      { kind: 'rent_notice', language },
      today,
      {
        period: formatPeriod(charge.periodStart, language),
        'notice.total': money(figures.totalMinor, lease.currency),
        'notice.dueDate': date(charge.dueDate),
        'balance.due': money(figures.totalMinor, lease.currency),
      },
      { forPdf: true },
    );
  }
  return renderLeaseLetter(
    deps.db,
    scope,
    { kind: 'statement_note', language },
    today,
    {
      period: formatPeriod(monthBounds(month).start, language),
      'balance.due': money(Math.max(prepared.statement.closingMinor, 0), lease.currency),
    },
    { forPdf: true },
  );
}

async function prepare(deps: MailDeps, kind: TRentMailingKind, lease: MailingLease, month: string, today: string) {
  if (kind === 'rent_notice') {
    const notice = await prepareNotice(deps.db, lease, month, today);
    return notice ? ({ kind, notice, totalMinor: notice.figures.totalMinor } satisfies Prepared) : null;
  }
  const statement = await prepareStatement(deps.db, lease, month);
  return { kind, statement, totalMinor: statement.closingMinor } satisfies Prepared;
}

async function recipientOf(deps: MailDeps, lease: MailingLease) {
  if (!lease.tenantUserId) return null;
  const [tenant] = await findNotificationRecipients(deps.db, [lease.tenantUserId]);
  return tenant ?? null;
}

async function organizationOf(deps: MailDeps, organizationId: string) {
  const organization = await findOrganizationForMailings(deps.db, organizationId);
  if (!organization) throw new AppError('not_found', 'Organization not found');
  return organization;
}

/**
 * Who gets which notice or statement of `month` and for how much, and who is skipped and why; sends nothing. A lease
 * whose tenant has no sign-in email, or no charge in the month (a notice), or that already got it, is skipped.
 */
export async function previewMailings(
  deps: MailDeps,
  actor: OrganizationActor,
  kind: TRentMailingKind,
  month: string,
  today: string,
): Promise<TRentMailingPreview> {
  const { start, end } = monthBounds(month);
  const leases = await listLeasesInMonth(deps.db, {
    organizationId: actor.organizationId,
    monthStart: start,
    monthEnd: end,
  });
  const mailed = await listMailedLeaseIds(deps.db, {
    organizationId: actor.organizationId,
    kind,
    month: start,
    leaseIds: leases.map((lease) => lease.id),
  });
  const items = [];
  for (const lease of leases) {
    const prepared = await prepare(deps, kind, lease, month, today);
    const skipped: TRentMailingSkipReason | null = mailed.has(lease.id)
      ? 'already_sent'
      : !prepared
        ? 'no_charge'
        : !(await recipientOf(deps, lease))
          ? 'no_email'
          : null;
    items.push({
      leaseId: lease.id,
      tenantName: lease.tenantName ?? '',
      unitLabel: lease.unitLabel,
      propertyName: lease.propertyName,
      totalMinor: prepared?.totalMinor ?? 0,
      currency: lease.currency,
      skipped,
    });
  }
  return { kind, month, items };
}

/**
 * Mails the lease its notice or statement of `month`, once. The PDF is typeset in a worker and stored first; then one
 * transaction records the mailing (unique per lease, kind and month) and queues the mail. A send that lost the race
 * to the same key queues nothing and removes the file it stored.
 */
async function sendOne(
  deps: MailDeps,
  organization: Organization,
  lease: MailingLease,
  kind: TRentMailingKind,
  month: string,
  today: string,
  accept: (prepared: Prepared) => boolean = () => true,
): Promise<TRentMailingSkipReason | 'sent' | 'not_due'> {
  const { start } = monthBounds(month);
  const scope = { organizationId: organization.id, kind, month: start, leaseIds: [lease.id] };
  if ((await listMailedLeaseIds(deps.db, scope)).has(lease.id)) return 'already_sent';
  const prepared = await prepare(deps, kind, lease, month, today);
  if (!prepared) return 'no_charge';
  if (!accept(prepared)) return 'not_due';
  const tenant = await recipientOf(deps, lease);
  if (!tenant) return 'no_email';
  const { language } = tenant;
  const letter = await mailingLetter(deps, lease, prepared, month, language, today);
  const { pdf, fileName } =
    prepared.kind === 'rent_notice'
      ? await renderNoticePdf(organization, lease, prepared.notice, language, letter)
      : await renderStatementPdf(organization, lease, month, prepared.statement, language, letter);
  const storageKey = await deps.files.put('rent-mailings', 'pdf', pdf);
  const texts = RENT_MAILING_TEXTS[language];
  const { money, date } = documentFormats(language);
  const total = money(prepared.totalMinor, lease.currency);
  const period = monthName(month, language);
  const recorded = await deps.db.transaction(async (tx) => {
    const row = await insertMailingOnce(tx, {
      organizationId: organization.id,
      leaseId: lease.id,
      kind,
      month: start,
      totalMinor: prepared.totalMinor,
      currency: lease.currency,
      storageKey,
      fileName,
    });
    if (!row) return null;
    await deps.mailer.send({
      db: tx,
      to: tenant.email,
      subject:
        kind === 'rent_notice'
          ? texts.noticeSubject(period, organization.name)
          : texts.statementSubject(period, organization.name),
      text:
        prepared.kind === 'rent_notice'
          ? texts.noticeBody(tenant.name, period, total, date(prepared.notice.charge.dueDate))
          : texts.statementBody(tenant.name, period, total),
      purpose: kind,
      attachments: {
        files: [{ fileName, storageKey, contentType: 'application/pdf', size: pdf.length }],
        linksText: texts.links(`${deps.config.baseUrl}/api/rent-mailings/${row.id}/pdf`),
      },
    });
    return row;
  });
  if (!recorded) {
    await deps.files.remove(storageKey);
    return 'already_sent';
  }
  return 'sent';
}

function deliverSoon(deps: MailDeps) {
  deps.mailer.deliverQueued().catch((error: unknown) => deps.logger.error({ err: error }, 'mail delivery failed'));
}

/** The landlord's bulk send of `month`'s notices or statements, after the preview (to `onlyLeaseIds` when given). */
export async function sendMailings(
  deps: MailDeps,
  actor: OrganizationActor,
  kind: TRentMailingKind,
  month: string,
  today: string,
  onlyLeaseIds?: readonly string[],
): Promise<TRentMailingSendResult> {
  const organization = await organizationOf(deps, actor.organizationId);
  const { start, end } = monthBounds(month);
  const inMonth = await listLeasesInMonth(deps.db, {
    organizationId: organization.id,
    monthStart: start,
    monthEnd: end,
  });
  const leases = onlyLeaseIds ? inMonth.filter((lease) => onlyLeaseIds.includes(lease.id)) : inMonth;
  let sent = 0;
  for (const lease of leases) {
    if ((await sendOne(deps, organization, lease, kind, month, today)) === 'sent') sent += 1;
  }
  if (sent > 0) deliverSoon(deps);
  return { sent, skipped: leases.length - sent };
}

/**
 * The daily job: every organization that mails notices ahead sends each lease the notice of its charge due within
 * the next `rentNoticeDaysBefore` days (today included), once per lease and period.
 */
export async function sendDueRentNotices(deps: MailDeps, today: string, timeZone?: string): Promise<number> {
  let sent = 0;
  for (const organization of await listOrganizationsSendingNotices(deps.db, timeZone)) {
    const horizon = addDays(today, organization.rentNoticeDaysBefore ?? 0);
    const dueSoon = (prepared: Prepared) =>
      prepared.kind === 'rent_notice' &&
      prepared.notice.charge.dueDate >= today &&
      prepared.notice.charge.dueDate <= horizon;
    for (const month of new Set([monthOf(today), monthOf(horizon)])) {
      const { start, end } = monthBounds(month);
      const leases = await listLeasesInMonth(deps.db, {
        organizationId: organization.id,
        monthStart: start,
        monthEnd: end,
      });
      for (const lease of leases) {
        try {
          if ((await sendOne(deps, organization, lease, 'rent_notice', month, today, dueSoon)) === 'sent') sent += 1;
        } catch (error) {
          deps.logger.error({ err: error, leaseId: lease.id, month }, 'rent notice failed');
        }
      }
    }
  }
  if (sent > 0) deliverSoon(deps);
  return sent;
}

function toMailing(row: Awaited<ReturnType<typeof listMailings>>[number]): TRentMailing {
  return {
    id: row.id,
    leaseId: row.leaseId,
    kind: row.kind,
    month: monthOf(row.month),
    totalMinor: row.totalMinor,
    currency: row.currency,
    sentAt: row.sentAt.toISOString(),
    downloadUrl: `/api/rent-mailings/${row.id}/pdf`,
  };
}

function mailingScopeOf(actor: Actor): MailingScope {
  if (actor.role === 'tenant') return { tenantUserId: actor.userId };
  if (!actor.organizationId) throw new AppError('forbidden', 'Your account does not belong to an organization');
  return { organizationId: actor.organizationId };
}

/** The notices and statements mailed: a lease's (landlord), or the tenant's own. */
export async function listMailingsOf(deps: MailDeps, actor: Actor, leaseId: string | undefined) {
  const rows = await listMailings(deps.db, { ...mailingScopeOf(actor), leaseId });
  return { items: rows.map(toMailing) };
}

/** The PDF as it was mailed. */
export async function openMailingPdf(deps: MailDeps, actor: Actor, mailingId: string) {
  const row = await findMailing(deps.db, { ...mailingScopeOf(actor), mailingId });
  const pdf = row ? await deps.files.read(row.storageKey) : null;
  if (!row || !pdf) throw new AppError('not_found', 'Document not found');
  return { pdf, fileName: row.fileName };
}

/** A lease's statement of `month` as it stands now, typeset in the reader's language (the tenant's portal). */
export async function renderStatementOf(
  deps: MailDeps,
  actor: Actor,
  leaseId: string,
  month: string,
  language: Parameters<typeof renderStatementPdf>[4],
) {
  const lease = await findMailingLease(deps.db, { ...mailingScopeOf(actor), leaseId });
  if (!lease) throw new AppError('not_found', 'Lease not found');
  const organization = await organizationOf(deps, lease.organizationId);
  const statement = await prepareStatement(deps.db, lease, month);
  const today = todayFor(actor);
  const note = await mailingLetter(deps, lease, { statement }, month, language, today);
  return renderStatementPdf(organization, lease, month, statement, language, note);
}
