import type { TLanguage } from '@rentwell/contracts/profile';
import { extractText, extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type LeaseAgreementInput, leaseAgreementTitle, renderLeaseAgreement } from './lease-agreement.ts';

const input: LeaseAgreementInput = {
  landlord: {
    organizationName: 'Harbor Homes LLC',
    contactEmail: 'office@harbor.example',
    representativeName: 'Lana Landlord',
  },
  tenant: { fullName: 'Arbër Gjoni', email: 'arber@example.com', phone: '+1 555 0199' },
  premises: {
    propertyName: 'Harbor View',
    unitLabel: 'Unit 3B',
    address: '12 Harbor Street',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    country: 'US',
  },
  term: { startDate: '2026-03-01', endDate: '2027-02-28' },
  rent: { currency: 'USD', monthlyRentMinor: 185_000, securityDepositMinor: 250_000, dueDay: 5 },
  rentRules: { graceDays: 4, lateFee: 'LATEFEE' },
  clauses: 'Keys go back to Harbor Homes LLC at the end.\n\nNo barbecues on the balcony.',
};

/** The PDF's text with every run of spaces and line breaks as one space (clauses wrap; French spaces are narrow). */
async function textOf(pdf: Buffer) {
  return asOneLine((await extractText(new Uint8Array(pdf), { mergePages: true })).text);
}

function asOneLine(text: string) {
  return text.replace(/\s+/g, ' ');
}

/** What each language prints: its title, headings, the amounts and dates as Intl formats them there. */
const EXPECTED: Record<TLanguage, string[]> = {
  en: [
    'Residential Lease Agreement',
    '1. Parties',
    '4. Rent',
    '5. Security deposit',
    '7. House rules',
    '12. Additional terms',
    '13. Signatures',
    'Rent not received in full 4 days after the due date (the grace period) is late. Late fee under the Landlord’s rent rules: LATEFEE, charged only where',
    'The monthly rent is $1,850.00.',
    'on or before day 5 of each calendar month',
    'security deposit of $2,500.00',
    'The lease begins on March 1, 2026 and ends on February 28, 2027.',
    '12 Harbor Street, Portland, OR 97201, United States',
    'are on the signature page appended to this document.',
  ],
  es: [
    'Contrato de arrendamiento de vivienda',
    '1. Partes',
    '4. Renta',
    '5. Fianza',
    '12. Cláusulas adicionales',
    '13. Firmas',
    'íntegramente 4 días después de la fecha de vencimiento (el plazo de gracia) se considera atrasada. Recargo por demora según las normas de alquiler del Arrendador: LATEFEE,',
    '1850,00 US$',
    'a más tardar el día 5 de cada mes natural',
    'El arrendamiento comienza el 1 de marzo de 2026 y termina el 28 de febrero de 2027.',
    'Estados Unidos',
  ],
  fr: [
    'Contrat de location à usage d’habitation',
    '1. Parties',
    '4. Loyer',
    '5. Dépôt de garantie',
    '12. Clauses particulières',
    '13. Signatures',
    'reçu 4 jours après la date d’échéance (le délai de grâce) est en retard. Pénalité de retard selon les règles de loyer du Bailleur : LATEFEE,',
    '1 850,00 $US',
    'au plus tard le 5 de chaque mois civil',
    'La location prend effet le 1 mars 2026 et prend fin le 28 février 2027.',
    'États-Unis',
  ],
  he: [
    'הסכם שכירות למגורים',
    'הצדדים',
    'דמי שכירות',
    'פיקדון',
    'חתימות',
    'תנאים נוספים',
    '1,850.00',
    '2,500.00',
    'לא יאוחר מהיום ה-5 בכל חודש קלנדרי',
    'תקופת השכירות מתחילה ביום 1 במרץ 2026 ומסתיימת ביום 28 בפברואר 2027.',
    'ארצות הברית',
  ],
  sq: [
    'Kontratë qiraje për banim',
    '1. Palët',
    '4. Qiraja',
    '5. Depozita e garancisë',
    '12. Kushte shtesë',
    '13. Nënshkrimet',
    'plotësisht 4 ditë pas datës së afatit (periudha e faljes) konsiderohet e vonuar. Kamata e vonesës sipas rregullave të qirasë të Qiradhënësit: LATEFEE,',
    '1850,00 US$',
    'jo më vonë se data 5 e çdo muaji kalendarik',
    'Qiraja fillon më 1 mars 2026 dhe përfundon më 28 shkurt 2027.',
    'SHBA',
  ],
};

describe('renderLeaseAgreement', () => {
  it.each(Object.keys(EXPECTED) as TLanguage[])(
    'writes the %s agreement with the parties, rent, deposit, dates and translated clauses',
    async (language) => {
      const pdf = await renderLeaseAgreement(input, language);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await textOf(pdf);
      for (const expected of [
        'Harbor Homes LLC',
        'Lana Landlord',
        'office@harbor.example',
        'Arbër Gjoni',
        'arber@example.com',
        '+1 555 0199',
        'Harbor View',
        'Unit 3B',
        'Keys go back to Harbor Homes LLC at the end',
        'No barbecues on the balcony',
        'LATEFEE',
        ...EXPECTED[language],
      ]) {
        expect(text, `${language}: ${expected}`).toContain(asOneLine(expected));
      }
    },
  );

  it('lays Hebrew out from the right: the landlord stands right of the tenant, lines end at the right margin', async () => {
    const pdf = await renderLeaseAgreement(input, 'he');
    const lines = (await extractTextItems(new Uint8Array(pdf))).items.flat().filter((item) => item.str.trim() !== '');
    const find = (text: string) => {
      const line = lines.find((item) => item.str.includes(text));
      if (!line) throw new Error(`no "${text}" in the PDF`);
      return line;
    };
    expect(find('Harbor Homes LLC').x).toBeGreaterThan(find('Arbër Gjoni').x);
    // A4 is 595 points wide with 56-point margins: every clause line ends at 539, none runs past it or the left margin.
    const clause = find('תקופת השכירות מתחילה');
    expect(clause.x + clause.width).toBeCloseTo(539.28, 0);
    for (const line of lines) {
      expect(line.x, line.str).toBeGreaterThanOrEqual(55);
      expect(line.x + line.width, line.str).toBeLessThanOrEqual(540);
    }
  });

  it('wraps long Hebrew clauses into several lines that each keep the words in reading order', async () => {
    const text = await textOf(await renderLeaseAgreement(input, 'he'));
    // The late-payment clause is wider than the page: its lines, joined, give back the sentence as written.
    const clause = 'השוכר יישאר חייב בכל סכום שלא שולם. איחור חוזר בתשלום מהווה הפרה של הסכם זה.';
    expect(text).toContain(clause);
  });

  it('leaves the additional terms out when the organization has no clauses of its own', async () => {
    const text = await textOf(await renderLeaseAgreement({ ...input, clauses: ' \n\n ' }, 'en'));
    expect(text).not.toContain('Additional terms');
    expect(text).toContain('12. Signatures');
  });

  it('says no deposit is required when the lease asks for none, and leaves out a phone the tenant did not give', async () => {
    const text = await textOf(
      await renderLeaseAgreement(
        { ...input, tenant: { ...input.tenant, phone: null }, rent: { ...input.rent, securityDepositMinor: 0 } },
        'en',
      ),
    );
    expect(text).toContain('No security deposit is required under this Agreement.');
    expect(text).not.toContain('Phone:');
  });

  it('names the document after the agreement and its unit', () => {
    expect(leaseAgreementTitle(input, 'fr')).toBe('Contrat de location à usage d’habitation — Harbor View, Unit 3B');
  });
});
