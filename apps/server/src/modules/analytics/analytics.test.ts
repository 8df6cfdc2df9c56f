import { leases } from '@rentwell/db/schema/leases';
import { rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { lateFees } from '@rentwell/db/schema/rent-rules';
import { bucketReceivables } from '@rentwell/domain/receivables-aging';
import { and, eq } from 'drizzle-orm';
import { extractText, extractTextItems } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, signUpLandlord } from '../../test/account-fixtures.ts';
import { type FinancialFixture, seedFinancialFixture } from '../../test/financial-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A profit-and-loss row of a fixture without stays or mortgage payments: NOI and cash flow are income − expenses. */
function plRow(longTermIncome: number, operatingExpenses: number) {
  const net = longTermIncome - operatingExpenses;
  return {
    longTermIncome,
    shortTermIncome: 0,
    income: longTermIncome,
    operatingExpenses,
    net,
    debtService: 0,
    cashFlow: net,
  };
}
let testApp: TestApp;
let fixture: FinancialFixture;
const PERIOD = 'from=2026-01-01&to=2026-06-30';

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await seedFinancialFixture(testApp);
});
afterAll(() => testApp.close());

async function report(kind: string, query = PERIOD) {
  const response = await fixture.landlord.client.get(`/api/analytics/reports/${kind}?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** RFC 4180: fields separated by commas, records by CRLF, quoted fields may hold commas, quotes ("") and breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('CSV does not end with CRLF');
  return records;
}

async function download(path: string) {
  const response = await fixture.landlord.client.get(path);
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('reports as JSON, worked out by hand (January–June 2026)', () => {
  it('occupancy: units with a lease covering the last day of each month', async () => {
    const body = await report('occupancy');
    // 5 units (added 2026-01-01). Jan 31: L1, L4. Feb 28: + L3. Mar 31: + L2. Apr 30: L3 still in (terminated
    // that day, its last day of occupancy). May and June: L1, L2, L4.
    const occupied = [2, 3, 4, 4, 3, 3];
    expect(body.rows).toEqual(
      ['01', '02', '03', '04', '05', '06'].map((month, index) => ({
        month: `2026-${month}`,
        units: 5,
        unavailable: 0,
        occupied: occupied[index],
        vacant: 5 - (occupied[index] ?? 0),
        occupancyRate: (occupied[index] ?? 0) / 5,
      })),
    );
    expect(body.totals.occupancyRate).toBeCloseTo(19 / 30, 10);
    expect(body).toMatchObject({
      kind: 'occupancy',
      period: { from: '2026-01-01', to: '2026-06-30' },
      currency: 'USD',
    });
  });

  it('rent collection: due per month beside what was received against it', async () => {
    const body = await report('rent-collection');
    const expected = [
      // month, due, received against it, unpaid
      ['2026-01', 100_000, 100_000, 0],
      ['2026-02', 180_000, 180_000, 0],
      ['2026-03', 300_000, 170_000, 130_000],
      ['2026-04', 300_000, 220_000, 80_000],
      ['2026-05', 220_000, 60_000, 160_000],
      ['2026-06', 220_000, 0, 220_000],
    ] as const;
    expect(body.rows).toEqual(
      expected.map(([month, due, collected, outstanding]) => ({
        month,
        due,
        collected,
        outstanding,
        collectionRate: collected / due,
      })),
    );
    expect(body.totals).toEqual({
      month: null,
      due: 1_320_000,
      collected: 730_000,
      outstanding: 590_000,
      collectionRate: 730_000 / 1_320_000,
    });
  });

  it('expenses by category: count, amount and share, largest first', async () => {
    const body = await report('expenses-by-category');
    // tax 400; insurance 300 (portfolio-wide); repairs 250 + 50. July's utilities and the EUR repair left out.
    expect(body.rows).toEqual([
      { category: 'tax', count: 1, amount: 40_000, share: 0.4 },
      { category: 'insurance', count: 1, amount: 30_000, share: 0.3 },
      { category: 'repairs', count: 2, amount: 30_000, share: 0.3 },
    ]);
    expect(body.totals).toEqual({ category: null, count: 4, amount: 100_000, share: 1 });
  });

  it('profit and loss per property, with portfolio-wide expenses as their own row', async () => {
    const body = await report('property-profit-loss');
    // Çelësi Ëmbël: L1 1,000 + 1,000 + 500 + 1,000 (paid 05-02) and L2 1,200 + 1,200 + 600; repairs 250 + 50.
    // דירה: L3 800; tax 400 (L4's EUR rent is not income in USD).
    expect(body.rows).toEqual([
      { propertyId: fixture.celesi.id, property: 'Çelësi Ëmbël', ...plRow(650_000, 30_000) },
      { propertyId: fixture.dira.id, property: 'דירה', ...plRow(80_000, 40_000) },
      { propertyId: null, property: null, ...plRow(0, 30_000) },
    ]);
    expect(body.totals).toEqual({ property: null, ...plRow(730_000, 100_000) });
  });

  it('rent roll as of the end of the period: every unit, vacant ones included', async () => {
    const body = await report('rent-roll');
    expect(body.asOf).toBe('2026-06-30');
    const { tenantNames: names } = fixture;
    expect(
      body.rows.map((row: Record<string, unknown>) => [
        row.property,
        row.unit,
        row.tenant,
        row.rent,
        row.leaseEnd,
        row.balance,
      ]),
    ).toEqual([
      // L1 owes March 500, May 1,000, June 1,000; L2 owes May 600 and June 1,200.
      ['Çelësi Ëmbël', '1', names.l1, 100_000, '2026-12-31', 250_000],
      ['Çelësi Ëmbël', '2', names.l2, 120_000, '2027-02-28', 180_000],
      ['Çelësi Ëmbël', '3', null, null, null, null],
      // L3 ended on 04-30: the unit is vacant on 06-30.
      ['דירה', '1', null, null, null, null],
      // L4 is in EUR: no rent or balance in USD.
      ['דירה', '2', names.l4, null, '2026-12-31', null],
    ]);
    expect(body.totals).toMatchObject({ rent: 220_000, balance: 430_000 });
  });

  it("rent roll's balance and the aging count a late fee charged by the as-of day and not waived, and no other", async () => {
    const charges = await testApp.deps.db
      .select({ id: rentCharges.id, dueDate: rentCharges.dueDate })
      .from(rentCharges)
      .where(eq(rentCharges.leaseId, fixture.leaseIds.l1))
      .orderBy(rentCharges.dueDate);
    const fee = (chargeId: string, chargedOn: string, waived: boolean) => ({
      organizationId: fixture.landlord.organizationId,
      chargeId,
      leaseId: fixture.leaseIds.l1,
      amountMinor: 5_000,
      currency: 'USD',
      chargedOn,
      lateFeeKind: 'flat' as const,
      graceDays: 5,
      ...(waived ? { waivedAt: new Date('2026-06-20T00:00:00Z'), waiveReason: 'goodwill' } : {}),
    });
    const chargeDue = (dueDate: string) => charges.find((charge) => charge.dueDate === dueDate)?.id;
    const [march, april, may] = ['2026-03-01', '2026-04-01', '2026-05-01'].map(chargeDue);
    if (!march || !april || !may) throw new Error('L1 has fewer charges than the fixture says');
    const agingOfL1 = async () =>
      (await report('receivables-aging')).rows.find(
        (row: Record<string, unknown>) => row.tenant === fixture.tenantNames.l1,
      );
    const agingBefore = await agingOfL1();
    // March's fee counts; April's is waived; May's is charged after 06-30.
    await testApp.deps.db
      .insert(lateFees)
      .values([fee(march, '2026-03-10', false), fee(april, '2026-04-10', true), fee(may, '2026-07-02', false)]);
    try {
      const body = await report('rent-roll');
      const l1 = body.rows.find((row: Record<string, unknown>) => row.tenant === fixture.tenantNames.l1);
      expect(l1.balance).toBe(255_000);
      expect(body.totals).toMatchObject({ balance: 435_000 });
      // The aging report owes the same fee, in March's bucket (121 days late as of 06-30).
      expect(await agingOfL1()).toEqual({
        ...agingBefore,
        days90plus: agingBefore.days90plus + 5_000,
        total: agingBefore.total + 5_000,
      });
    } finally {
      await testApp.deps.db.delete(lateFees).where(eq(lateFees.leaseId, fixture.leaseIds.l1));
    }
  });

  it('receivables aging as of the end of the period, by lease, in the buckets of the domain rule', async () => {
    const body = await report('receivables-aging');
    // As of 06-30: March is 121 days late, April 90, May 60, June 29.
    expect(
      body.rows.map((row: Record<string, unknown>) => [
        row.unit,
        row.tenant,
        row.days0to30,
        row.days31to60,
        row.days61to90,
        row.days90plus,
        row.total,
      ]),
    ).toEqual([
      ['1', fixture.tenantNames.l1, 100_000, 100_000, 0, 50_000, 250_000],
      ['2', fixture.tenantNames.l2, 120_000, 60_000, 0, 0, 180_000],
      ['1', fixture.tenantNames.l3, 0, 0, 80_000, 80_000, 160_000],
    ]);
    expect(body.totals).toEqual({
      property: null,
      unit: null,
      tenant: null,
      days0to30: 220_000,
      days31to60: 160_000,
      days61to90: 80_000,
      days90plus: 130_000,
      total: 590_000,
    });
    // A page of one row: the second lease, with the count and totals of them all.
    const second = await report('receivables-aging', `${PERIOD}&page=2&pageSize=1`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1, totals: body.totals });
    expect(second.rows).toEqual([body.rows[1]]);
    // The SQL agrees with the domain rule over the same charges (L1's, as charged and received).
    const l1 = bucketReceivables(
      [
        { dueDate: '2026-01-01', amountMinor: 100_000, receivedMinor: 100_000 },
        { dueDate: '2026-02-01', amountMinor: 100_000, receivedMinor: 100_000 },
        { dueDate: '2026-03-01', amountMinor: 100_000, receivedMinor: 50_000 },
        { dueDate: '2026-04-01', amountMinor: 100_000, receivedMinor: 100_000 },
        { dueDate: '2026-05-01', amountMinor: 100_000, receivedMinor: 0 },
        { dueDate: '2026-06-01', amountMinor: 100_000, receivedMinor: 0 },
      ],
      '2026-06-30',
    );
    const { totalMinor, ...buckets } = l1;
    expect(body.rows[0]).toMatchObject({ ...buckets, total: totalMinor });
    // And over every USD charge of the organization, for several days: the totals are the domain rule's.
    const charges = await testApp.deps.db
      .select({
        dueDate: rentCharges.dueDate,
        amountMinor: rentCharges.amountMinor,
        receivedMinor: rentCharges.receivedMinor,
      })
      .from(rentCharges)
      .where(and(eq(rentCharges.organizationId, fixture.landlord.organizationId), eq(rentCharges.currency, 'USD')));
    for (const asOf of ['2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-09-30']) {
      const { totals } = await report('receivables-aging', `to=${asOf}`);
      const rule = bucketReceivables(charges, asOf);
      expect(totals).toMatchObject({
        days0to30: rule.days0to30,
        days31to60: rule.days31to60,
        days61to90: rule.days61to90,
        days90plus: rule.days90plus,
        total: rule.totalMinor,
      });
    }
  });

  it('narrows every report to one property', async () => {
    const pl = await report('property-profit-loss', `${PERIOD}&propertyId=${fixture.dira.id}`);
    expect(pl.rows).toEqual([{ propertyId: fixture.dira.id, property: 'דירה', ...plRow(80_000, 40_000) }]);
    const roll = await report('rent-roll', `${PERIOD}&propertyId=${fixture.celesi.id}`);
    expect(roll.rows).toHaveLength(3);
    const occupancy = await report('occupancy', `${PERIOD}&propertyId=${fixture.celesi.id}`);
    expect(occupancy.rows.map((row: { occupied: number }) => row.occupied)).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it('defaults to the last twelve months and lists the reports', async () => {
    const body = await report('rent-collection', '');
    expect(body.rows).toHaveLength(12);
    expect(body.asOf).toBe(body.period.to);
    const list = await (await fixture.landlord.client.get('/api/analytics/reports')).json();
    expect(list.reports.map((item: { kind: string }) => item.kind)).toEqual([
      'occupancy',
      'rent-collection',
      'expenses-by-category',
      'property-profit-loss',
      'rent-roll',
      'receivables-aging',
      'short-term-rentals',
    ]);
  });
});

describe('CSV export', () => {
  it('streams the rent roll as UTF-8 with BOM, CRLF and RFC 4180 quoting that parses back to the rows', async () => {
    const { response, bytes } = await download(`/api/analytics/reports/rent-roll/export?format=csv&${PERIOD}&lang=en`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="rentwell-rent-roll-2026-01-01-2026-06-30.csv"',
    );
    expect(response.headers.get('x-report-rows')).toBe('5');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.split('\r\n').length).toBe(8);
    expect(text).toContain('"Ëndrit, ""Bledi"" Hoxha"');
    expect(parseCsv(text)).toEqual([
      ['Property', 'Unit', 'Tenant', 'Monthly rent (USD)', 'Lease end', 'Balance (USD)'],
      ['Çelësi Ëmbël', '1', 'Arbër Gjoni', '1000.00', '2026-12-31', '2500.00'],
      ['Çelësi Ëmbël', '2', 'Ëndrit, "Bledi" Hoxha', '1200.00', '2027-02-28', '1800.00'],
      ['Çelësi Ëmbël', '3', 'Vacant', '', '', ''],
      ['דירה', '1', 'Vacant', '', '', ''],
      // A name a spreadsheet would run as a formula is written as text.
      ['דירה', '2', "'=SUM(A1:A2)", '', '2026-12-31', ''],
      ['Total', '', '', '2200.00', '', '4300.00'],
    ]);
  });

  it('writes every report with the same rows as its JSON, headers and categories translated', async () => {
    for (const kind of [
      'occupancy',
      'rent-collection',
      'expenses-by-category',
      'property-profit-loss',
      'receivables-aging',
    ]) {
      const json = await report(kind);
      const { response, bytes } = await download(`/api/analytics/reports/${kind}/export?format=csv&${PERIOD}&lang=sq`);
      const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1));
      expect(Number(response.headers.get('x-report-rows'))).toBe(json.rows.length);
      // header + rows + totals
      expect(rows).toHaveLength(json.rows.length + 2);
      expect(rows.at(-1)?.[0]).toBe('Gjithsej');
    }
    const { bytes } = await download(`/api/analytics/reports/expenses-by-category/export?format=csv&${PERIOD}&lang=sq`);
    expect(parseCsv(new TextDecoder().decode(bytes))).toEqual([
      ['Kategoria', 'Shpenzime', 'Shuma (USD)', 'Pjesa (%)'],
      ['Taksat', '1', '400.00', '40.00'],
      ['Sigurimi', '1', '300.00', '30.00'],
      ['Riparimet', '2', '300.00', '30.00'],
      ['Gjithsej', '4', '1000.00', '100.00'],
    ]);
    const pl = await download(`/api/analytics/reports/property-profit-loss/export?format=csv&${PERIOD}&lang=he`);
    expect(parseCsv(new TextDecoder().decode(pl.bytes))).toEqual([
      [
        'נכס',
        'שכירות לטווח ארוך (USD)',
        'שהיות לטווח קצר (USD)',
        'הכנסות (USD)',
        'הוצאות תפעול (USD)',
        'הכנסה תפעולית נטו (USD)',
        'שירות חוב (משכנתא) (USD)',
        'תזרים מזומנים אחרי שירות חוב (USD)',
      ],
      ['Çelësi Ëmbël', '6500.00', '0.00', '6500.00', '300.00', '6200.00', '0.00', '6200.00'],
      ['דירה', '800.00', '0.00', '800.00', '400.00', '400.00', '0.00', '400.00'],
      ['הוצאות כלל התיק', '0.00', '0.00', '0.00', '300.00', '-300.00', '0.00', '-300.00'],
      ['סה״כ', '7300.00', '0.00', '7300.00', '1000.00', '6300.00', '0.00', '6300.00'],
    ]);
  });

  it("uses the reader's profile language without lang", async () => {
    const { bytes } = await download(`/api/analytics/reports/occupancy/export?format=csv&${PERIOD}`);
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe(
      'Month,Units,Unavailable,Occupied,Vacant,Occupancy rate (%)',
    );
  });
});

describe('PDF export', () => {
  it('is a PDF whose text holds the title, organization, period, totals and page numbers', async () => {
    const { response, bytes } = await download(
      `/api/analytics/reports/receivables-aging/export?format=pdf&${PERIOD}&lang=en`,
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="rentwell-receivables-aging-2026-01-01-2026-06-30.pdf"',
    );
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(bytes, { mergePages: true });
    for (const expected of [
      'Aging of receivables',
      fixture.organizationName,
      'Jun 30, 2026',
      'Arbër Gjoni',
      '$5,900.00',
      '$2,200.00',
      '$1,300.00',
      'Total',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints Albanian texts and amounts and Hebrew page numbers', async () => {
    const sq = await download(`/api/analytics/reports/property-profit-loss/export?format=pdf&${PERIOD}&lang=sq`);
    const sqText = (await extractText(sq.bytes, { mergePages: true })).text;
    for (const expected of ['Fitimi dhe humbja sipas pronës', 'Çelësi Ëmbël', 'Faqja 1 nga 1']) {
      expect(sqText).toContain(expected);
    }
    // The eight columns of the profit and loss wrap the portfolio-wide row's label.
    expect(sqText.replace(/\s+/g, ' ')).toContain('Shpenzime të të gjithë portofolit');
    // Albanian groups thousands from five digits on: 6300,00 US$.
    expect(sqText.replace(/\s/g, '')).toContain('6300,00US$');
    const he = await download(`/api/analytics/reports/rent-roll/export?format=pdf&${PERIOD}&lang=he`);
    const heText = (await extractText(he.bytes.slice(), { mergePages: true })).text;
    for (const word of ['עמוד', 'מתוך', 'שוכרים', 'פנויה']) expect(heText).toContain(word);
    expect(heText).toContain('4,300.00');
    // The Hebrew table runs from the right: the unit column stands right of the balance column.
    const xOf = (items: { str: string; x: number }[], text: string) => {
      const item = items.find((candidate) => candidate.str.includes(text));
      if (!item) throw new Error(`no "${text}" in the PDF`);
      return item.x;
    };
    const [hePage = []] = (await extractTextItems(he.bytes)).items;
    expect(xOf(hePage, 'יחידה')).toBeGreaterThan(xOf(hePage, 'יתרה'));
    const en = await download(`/api/analytics/reports/rent-roll/export?format=pdf&${PERIOD}&lang=en`);
    const [enPage = []] = (await extractTextItems(en.bytes)).items;
    expect(xOf(enPage, 'Unit')).toBeLessThan(xOf(enPage, 'Balance'));
    // Nothing runs off the page (A4 portrait is 595 points wide, with 40-point margins).
    for (const item of [...hePage, ...enPage]) expect(item.x + item.width).toBeLessThanOrEqual(556);
  });
});

describe('PDF layout', () => {
  it('keeps every report in every language inside the page margins', async () => {
    for (const kind of [
      'occupancy',
      'rent-collection',
      'expenses-by-category',
      'property-profit-loss',
      'rent-roll',
      'receivables-aging',
    ]) {
      // More than six columns print in landscape (842 points wide), the others in portrait (595); margins 40.
      const landscape = kind === 'receivables-aging' || kind === 'property-profit-loss';
      const right = landscape ? 842 - 39 : 595 - 39;
      for (const lang of ['en', 'es', 'fr', 'he', 'sq']) {
        const { bytes } = await download(`/api/analytics/reports/${kind}/export?format=pdf&${PERIOD}&lang=${lang}`);
        const { items } = await extractTextItems(bytes);
        const overflowing = items.flat().filter((item) => item.x < 39 || item.x + item.width > right);
        expect(overflowing.map((item) => `${kind}/${lang}: ${item.str}`)).toEqual([]);
      }
    }
  }, 60_000);
});

describe('large reports', () => {
  it('pages a rent roll of 1,100 units as JSON, exports every row in keyset batches, in order, and pages the PDF with its header repeated', async () => {
    const landlord = await signUpLandlord(testApp);
    const [property] = await testApp.deps.db
      .insert(properties)
      .values({
        organizationId: landlord.organizationId,
        name: 'Tower',
        type: 'apartment',
        address: '1 Up',
        city: 'Tirana',
      })
      .returning({ id: properties.id });
    if (!property) throw new Error('no property');
    const inserted = await testApp.deps.db
      .insert(units)
      .values(
        Array.from({ length: 1_100 }, (_, index) => ({
          organizationId: landlord.organizationId,
          propertyId: property.id,
          label: String(index + 1),
        })),
      )
      .returning({ id: units.id, label: units.label });
    const leased = await testApp.deps.db
      .insert(leases)
      .values(
        inserted
          .filter((unit) => Number(unit.label) % 2 === 0)
          .map((unit) => ({
            organizationId: landlord.organizationId,
            propertyId: property.id,
            unitId: unit.id,
            startDate: '2026-01-01',
            endDate: '2026-12-31',
            monthlyRentMinor: 50_000,
            currency: 'USD',
            status: 'active' as const,
          })),
      )
      .returning({ id: leases.id });
    // June's rent unpaid on every lease: the balance sums charges of more leases than one statement reads.
    await testApp.deps.db.insert(rentCharges).values(
      leased.map((lease) => ({
        organizationId: landlord.organizationId,
        leaseId: lease.id,
        dueDate: '2026-06-01',
        periodStart: '2026-06-01',
        periodEnd: '2026-06-30',
        amountMinor: 50_000,
        currency: 'USD',
      })),
    );
    const rentRoll = async (query: string) =>
      (await landlord.client.get(`/api/analytics/reports/rent-roll?to=2026-06-30&${query}`)).json();
    const first = await rentRoll('');
    expect(first).toMatchObject({ total: 1_100, page: 1, pageSize: 100 });
    expect(first.rows).toHaveLength(100);
    // Every page carries the whole report's totals.
    expect(first.totals.rent).toBe(550 * 50_000);
    expect(first.totals.balance).toBe(550 * 50_000);
    const pages = await Promise.all([1, 2, 3].map((page) => rentRoll(`page=${page}&pageSize=500`)));
    expect(pages.flatMap((page) => page.rows.map((row: { unit: string }) => row.unit))).toEqual(
      inserted.map((_, index) => String(index + 1)),
    );
    expect((await rentRoll('pageSize=501')).error.code).toBe('validation_failed');

    const csv = await landlord.client.get('/api/analytics/reports/rent-roll/export?format=csv&to=2026-06-30&lang=en');
    expect(csv.headers.get('x-report-rows')).toBe('1100');
    const rows = parseCsv(new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer())));
    expect(rows).toHaveLength(1_102);
    // Read in keyset batches (REPORT_BATCH_SIZES), the last one short: the same units, in the order of the pages above.
    expect(rows.slice(1, -1).map((row) => row[1])).toEqual(inserted.map((_, index) => String(index + 1)));
    expect(rows.at(-1)).toEqual(['Total', '', '', '275000.00', '', '275000.00']);

    const pdf = await landlord.client.get('/api/analytics/reports/rent-roll/export?format=pdf&to=2026-06-30&lang=en');
    const { text, totalPages } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: false });
    expect(totalPages).toBeGreaterThan(10);
    expect(text[0]).toContain(`Page 1 of ${totalPages}`);
    expect(text.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(text.at(-1)).toContain('$275,000.00');
    expect(text.every((page) => page.includes('Monthly rent'))).toBe(true);
  }, 60_000);
});

describe('access', () => {
  it('refuses tenants and maintenance staff, and answers 404 for a property of another organization', async () => {
    for (const role of ['tenant', 'maintenance'] as const) {
      const member = await createSignedInMember(testApp, role, fixture.landlord.organizationId);
      expect((await member.client.get('/api/analytics/reports')).status).toBe(403);
      expect((await member.client.get('/api/analytics/reports/rent-roll')).status).toBe(403);
      expect((await member.client.get('/api/analytics/reports/rent-roll/export?format=csv')).status).toBe(403);
    }
    const manager = await createSignedInMember(testApp, 'property_manager', fixture.landlord.organizationId);
    expect((await manager.client.get('/api/analytics/reports/rent-roll')).status).toBe(200);

    const other = await signUpLandlord(testApp);
    const foreign = await createPropertyViaApi(other.client, { name: 'Elsewhere' });
    expect(
      (await fixture.landlord.client.get(`/api/analytics/reports/rent-roll?propertyId=${foreign.id}`)).status,
    ).toBe(404);
    const exported = await fixture.landlord.client.get(
      `/api/analytics/reports/rent-roll/export?format=pdf&propertyId=${foreign.id}`,
    );
    expect(exported.status).toBe(404);
    const theirs = await (await other.client.get('/api/analytics/reports/rent-roll')).json();
    expect(theirs.rows.every((row: { property: string }) => row.property === 'Elsewhere')).toBe(true);
  });

  it('refuses an unknown report and an unknown format', async () => {
    expect((await fixture.landlord.client.get('/api/analytics/reports/balance-sheet')).status).toBe(422);
    expect((await fixture.landlord.client.get('/api/analytics/reports/rent-roll/export?format=xlsx')).status).toBe(422);
  });
});
