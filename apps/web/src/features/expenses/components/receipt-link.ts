import type { TExpense } from '@rentwell/contracts/expenses';

type TReceipt = NonNullable<TExpense['receipt']>;

/**
 * How a receipt link opens: an image in a new tab; a PDF is downloaded (the server sends it as an attachment, since a
 * PDF can carry script), so it gets `download` rather than an empty tab.
 */
export function receiptLinkProps(receipt: TReceipt) {
  return receipt.contentType === 'application/pdf'
    ? { href: receipt.url, download: receipt.fileName }
    : { href: receipt.url, target: '_blank', rel: 'noopener' };
}

export function isDownloadedReceipt(receipt: TReceipt): boolean {
  return receipt.contentType === 'application/pdf';
}
