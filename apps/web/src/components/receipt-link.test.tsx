import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptLink } from './receipt-link.tsx';

describe('receipt link', () => {
  it('downloads the receipt and names the payment it is for', () => {
    render(<ReceiptLink url="/api/payments/p1/receipt" paidOn="2026-03-05" />);
    const link = screen.getByRole('link', { name: 'Receipt for the payment of Mar 5, 2026' });
    expect(link.getAttribute('href')).toBe('/api/payments/p1/receipt');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
