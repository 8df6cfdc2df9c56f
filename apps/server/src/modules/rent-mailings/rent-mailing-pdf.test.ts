import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LETTER_TEMPLATE_VARIABLES, type TLetterTemplateKind } from '@rentwell/contracts/letter-templates';
import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';
import { renderTemplate } from '@rentwell/domain/letter-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePdfWorkers } from '../../documents/pdf-pool.ts';
import { DEFAULT_LETTER_TEMPLATES } from '../letter-templates/default-letter-templates.ts';
import { renderNoticePdf, renderStatementPdf } from './rent-mailing-documents.ts';
import { RENT_MAILING_TEXTS } from './rent-mailing-texts.ts';
import type { MailingLease } from './rent-mailings.repo.ts';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rent-mailing-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closePdfWorkers();
});

const organization = { id: 'org', name: 'Maple Rentals', paymentInstructions: 'IBAN DE89 3704 0044 0532 0130 00' };
const lease: MailingLease = {
  id: 'lease',
  organizationId: 'org',
  tenantUserId: 'tenant',
  tenantName: 'Noa Levi',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  terminatedOn: null,
  monthlyRentMinor: 120_000,
  dueDay: 1,
  currency: 'USD',
  propertyName: 'Maple Court',
  propertyAddress: '12 Elm Street',
  propertyCity: 'Springfield',
  unitLabel: 'A1',
};
const charge = {
  id: 'charge',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  dueDate: '2026-11-01',
  amountMinor: 127_500,
  receivedMinor: 0,
  lateFeeMinor: null,
  lateFeeChargedOn: null,
};
const notice = {
  charge,
  lines: [
    { kind: 'rent' as const, description: '', amountMinor: 120_000 },
    { kind: 'parking' as const, description: 'Space 12', amountMinor: 7_500 },
  ],
  figures: { carriedMinor: 20_000, periodMinor: 127_500, paidMinor: 0, totalMinor: 147_500 },
};
const statement = {
  openingMinor: 20_000,
  entries: [
    {
      kind: 'charge' as const,
      date: '2026-11-01',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      amountMinor: 127_500,
    },
    { kind: 'payment' as const, date: '2026-11-03', amountMinor: -100_000 },
  ],
  closingMinor: 47_500,
};

/** The default wording of `kind` in `language`, each variable filled with the same sample value. */
function defaultWording(kind: TLetterTemplateKind, language: TLanguage) {
  const values = Object.fromEntries(LETTER_TEMPLATE_VARIABLES[kind].map((name) => [name, 'Maple Court']));
  return renderTemplate(DEFAULT_LETTER_TEMPLATES[kind][language], values);
}

/** Paints the first page with pdftoppm and reads the text back with pdftotext. */
async function paint(name: string, pdf: Buffer) {
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, name)]);
  const image = await stat(path.join(dir, `${name}.png`));
  await run('pdftotext', ['-layout', file, path.join(dir, `${name}.txt`)]);
  // pdftotext puts right-to-left text back in reading order, between embedding marks: the marks go.
  const text = (await readFile(path.join(dir, `${name}.txt`), 'utf8')).replace(/[\u202a-\u202e]/g, '');
  return { imageBytes: image.size, text };
}

describe('rent notice and statement PDFs', () => {
  it.each(LANGUAGES)('render and paint in %s, with the title and the total', async (language) => {
    const texts = RENT_MAILING_TEXTS[language];
    const noticePdf = await renderNoticePdf(
      organization,
      lease,
      notice,
      language,
      defaultWording('rent_notice', language),
    );
    const painted = await paint(`notice-${language}`, noticePdf.pdf);
    expect(painted.imageBytes).toBeGreaterThan(5_000);
    expect(painted.text).toContain(texts.noticeTitle.split(' ')[0] ?? '');
    expect(painted.text).toMatch(/1[ ,.\u202f\u00a0]?475[,.]00/);
    expect(painted.text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(painted.text).toContain('Maple Court');

    const statementPdf = await renderStatementPdf(
      organization,
      lease,
      '2026-11',
      statement,
      language,
      defaultWording('statement_note', language),
    );
    const paintedStatement = await paint(`statement-${language}`, statementPdf.pdf);
    expect(paintedStatement.imageBytes).toBeGreaterThan(5_000);
    expect(paintedStatement.text).toContain(texts.statementTitle.split(' ')[0] ?? '');
    expect(paintedStatement.text).toMatch(/475[,.]00/);
  });
});
