import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { pdfLine } from '../../documents/bidi-text.ts';
import { documentFormats } from '../../documents/document-formats.ts';
import { pdfParagraph } from '../../documents/pdf-paragraph.ts';
import { renderInPdfWorker } from '../../documents/pdf-pool.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayFor } from '../../lib/today.ts';
import { formatPeriod, renderLeaseLetter } from '../letter-templates/letter-templates.service.ts';
import { findReceiptData } from './payments.repo.ts';
import { chargeScopeOf } from './payments.service.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';

/** A4 less the receipt's margins. */
const CONTENT_WIDTH = 595.28 - 2 * 56;

/** A PDF receipt for a confirmed or recorded payment, in the reader's language. */
export async function renderReceipt(db: Database, actor: Actor, paymentId: string, language: TLanguage) {
  const data = await findReceiptData(db, { ...chargeScopeOf(actor), paymentId });
  if (!data) throw new AppError('not_found', 'Payment not found');
  const { payment } = data;
  if (payment.status !== 'confirmed' && payment.status !== 'paid') {
    throw new AppError('not_found', 'A receipt exists once the payment is confirmed');
  }
  const texts = RECEIPT_TEXTS[language];
  const { date: formatDate, money } = documentFormats(language);
  const amount = money(payment.amountMinor, payment.currency);
  const note = await renderLeaseLetter(
    db,
    { organizationId: payment.organizationId, leaseId: payment.leaseId },
    { kind: 'receipt_note', language },
    todayFor(actor),
    {
      period: formatPeriod(data.periodStart, language),
      'payment.amount': amount,
      'payment.paidOn': formatDate(payment.paidOn),
      'payment.receiptNumber': payment.receiptNumber ?? '',
    },
    { forPdf: true },
  );
  const rows: [string, string][] = [
    [texts.receiptNumber, payment.receiptNumber ?? ''],
    [texts.issuedBy, data.organizationName],
    [texts.receivedFrom, data.tenantName ?? ''],
    [texts.property, `${data.propertyName}, ${data.unitLabel} — ${data.propertyAddress}, ${data.propertyCity}`],
    [texts.period, `${formatDate(data.periodStart)} – ${formatDate(data.periodEnd)}`],
    [texts.dueDate, formatDate(data.dueDate)],
    [texts.method, texts.methods[payment.method]],
    [texts.paidOn, formatDate(payment.paidOn)],
    ...(payment.confirmedAt
      ? [[texts.confirmedOn, formatDate(payment.confirmedAt.toISOString().slice(0, 10))] as [string, string]]
      : []),
  ];
  // Hebrew reads from the right: labels stand right of their values and every line is put in visual order.
  const rtl = language === 'he';
  const direction = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const inReadingOrder = <T>(items: T[]) => (rtl ? [...items].reverse() : items);
  const pdf = await renderInPdfWorker({
    kind: 'document',
    definition: {
      info: { title: `${texts.title} ${payment.receiptNumber ?? ''}`, author: data.organizationName },
      pageSize: 'A4',
      pageMargins: [56, 56, 56, 56],
      content: [
        { ...pdfLine(texts.title, direction), fontSize: 22, bold: true, alignment: start, margin: [0, 0, 0, 4] },
        { ...pdfLine(data.organizationName, 'auto'), color: '#52525b', alignment: start, margin: [0, 0, 0, 24] },
        {
          table: {
            widths: inReadingOrder([160, '*']),
            body: rows.map(([label, value]) =>
              inReadingOrder([
                { ...pdfLine(label, direction), color: '#52525b', alignment: start },
                { ...pdfLine(value, rtl ? 'auto' : 'ltr'), alignment: start },
              ]),
            ),
          },
          layout: 'lightHorizontalLines',
        },
        {
          columns: inReadingOrder([
            { ...pdfLine(texts.amount, direction), bold: true, fontSize: 14, alignment: start },
            { ...pdfLine(amount, direction), bold: true, fontSize: 14, alignment: end },
          ]),
          margin: [0, 24, 0, 16],
        },
        {
          stack: note.split('\n').map((line) => ({
            ...pdfParagraph(line, direction, { width: CONTENT_WIDTH, fontSize: 10 }),
            alignment: start,
          })),
          margin: [0, 0, 0, 16],
        },
        { ...pdfLine(texts.footer, direction), color: '#52525b', fontSize: 9, alignment: start },
      ],
    },
  });
  return { pdf, fileName: `${payment.receiptNumber ?? 'receipt'}.pdf` };
}
