/** The key changes with every upload, so a replaced receipt gets a new address (browsers cache it). */
export function expenseReceiptUrl(expenseId: string, receiptKey: string): string {
  return `/api/expenses/${expenseId}/receipt?v=${receiptKey.slice(-12, -4)}`;
}
