import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';
import { extractTextItems } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { isolate } from '../../documents/pdf-paragraph.ts';
import { renderInPdfWorker } from '../../documents/pdf-pool.ts';
import { overdueLetterDocument } from './overdue-letter-document.ts';
import { OVERDUE_LETTER_TEXTS } from './overdue-letter-texts.ts';

const workDir = mkdtempSync(path.join(tmpdir(), 'overdue-letter-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const charge = {
  chargeId: '00000000-0000-4000-8000-000000000001',
  leaseId: '00000000-0000-4000-8000-000000000002',
  dueDate: '2026-10-01',
  periodStart: '2026-10-01',
  amountMinor: 120_000,
  currency: 'USD',
  overdueMinor: 125_000,
  lateFeeMinor: 5_000,
  daysOverdue: 40,
  leaseOwedMinor: 245_000,
  tenantUserId: '00000000-0000-4000-8000-000000000003',
  tenantName: 'Arbër Gjoni',
  tenantEmail: 'arber@example.com',
  tenantLanguage: 'sq' as const,
  propertyName: 'Harbor View',
  unitLabel: '3B',
};

const facts = {
  leaseId: charge.leaseId,
  organizationName: 'Harbor Homes LLC',
  tenantUserId: charge.tenantUserId,
  tenantName: charge.tenantName,
  tenantEmail: charge.tenantEmail,
  tenantLanguage: 'sq' as const,
  propertyName: 'Harbor View',
  address: '12 Harbor Street',
  city: 'Portland',
  unitLabel: '3B',
  monthlyRentMinor: 120_000,
  currency: 'USD',
  dueDay: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  graceDays: 5,
  lateFeeKind: 'flat' as const,
  flatAmountMinor: 5_000,
  percentBasisPoints: null,
  capMinor: null,
  owedMinor: 245_000,
};

async function letterPdf(language: TLanguage) {
  const due = {
    leaseId: charge.leaseId,
    chargeId: charge.chargeId,
    tenantName: charge.tenantName,
    propertyName: charge.propertyName,
    unitLabel: charge.unitLabel,
    stage: 'final' as const,
    daysOverdue: 40,
    overdueMinor: 125_000,
    balanceMinor: 245_000,
    currency: 'USD',
    charges: [charge],
  };
  const letter = `${OVERDUE_LETTER_TEXTS[language].titles.final} ${isolate(charge.tenantName)}\n\n${OVERDUE_LETTER_TEXTS[language].attachmentTooLarge}`;
  return renderInPdfWorker({
    kind: 'document',
    definition: overdueLetterDocument({ due, facts, letter, language, today: '2026-11-10' }),
  });
}

describe('the overdue letter PDF', () => {
  it.each(LANGUAGES)('renders in %s: pdftoppm draws its page', async (language) => {
    const pdf = await letterPdf(language);
    const file = path.join(workDir, `${language}.pdf`);
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '40', file, path.join(workDir, language)]);
    expect(
      readdirSync(workDir).filter((name) => name.startsWith(`${language}-`) && name.endsWith('.png')),
    ).toHaveLength(1);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Harbor Homes LLC');
    expect(text).toContain('Arbër Gjoni');
  });

  it('lays Hebrew out from the right, its title ending at the right margin', async () => {
    const pdf = await letterPdf('he');
    const items = (await extractTextItems(new Uint8Array(pdf))).items.flat().filter((item) => item.str.trim() !== '');
    const title = items.find((item) => item.str.includes('התראה אחרונה'));
    expect(title).toBeDefined();
    // A4 is 595 points wide with 56-point margins: right-aligned lines end at 539.
    expect((title?.x ?? 0) + (title?.width ?? 0)).toBeCloseTo(539.28, 0);
    const label = items.find((item) => item.str.includes('שוכר'));
    const name = items.find((item) => item.str.includes('Arbër Gjoni'));
    expect(label?.x ?? 0).toBeGreaterThan(name?.x ?? 0);
  });
});
