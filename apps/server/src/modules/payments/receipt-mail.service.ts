import type { AppDeps } from '../../app-deps.ts';
import { documentFormats } from '../../documents/document-formats.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findNotificationRecipients } from '../accounts/accounts.service.ts';
import { findReceiptData } from './payments.repo.ts';
import { renderReceipt } from './receipt.service.ts';
import { RECEIPT_MAIL_TEXTS } from './receipt-mail-texts.ts';

/**
 * Mails the tenant the receipt of a confirmed or recorded payment, as a PDF in their language, when the organization
 * emails receipts (on by default). Called after the payment's transaction committed; the PDF is typeset in a worker
 * and kept in file storage, which the outbox reads again on every attempt.
 */
export async function mailReceipt(
  deps: Pick<AppDeps, 'db' | 'files' | 'mailer' | 'config'>,
  actor: OrganizationActor,
  paymentId: string,
): Promise<boolean> {
  const data = await findReceiptData(deps.db, { organizationId: actor.organizationId, paymentId });
  if (!data?.emailReceipts || !data.tenantUserId || !data.payment.receiptNumber) return false;
  const [tenant] = await findNotificationRecipients(deps.db, [data.tenantUserId]);
  if (!tenant) return false;
  const { pdf, fileName } = await renderReceipt(deps.db, actor, paymentId, tenant.language);
  const storageKey = await deps.files.put('mail-attachments', 'pdf', pdf);
  const texts = RECEIPT_MAIL_TEXTS[tenant.language];
  const amount = documentFormats(tenant.language).money(data.payment.amountMinor, data.payment.currency);
  await deps.mailer.send({
    to: tenant.email,
    subject: texts.subject(data.organizationName),
    text: texts.body(tenant.name, amount, data.payment.receiptNumber),
    purpose: 'receipt',
    attachments: {
      files: [{ fileName, storageKey, contentType: 'application/pdf', size: pdf.length }],
      linksText: texts.links(`${deps.config.baseUrl}/api/payments/${paymentId}/receipt`),
    },
  });
  return true;
}
