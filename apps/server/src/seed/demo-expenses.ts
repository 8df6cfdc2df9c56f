import type { TExpenseCategory, TExpenseRecurrence } from '@rentwell/contracts/expenses';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayUtc } from '../lib/today.ts';
import { generateRecurringExpenses, importExpenses } from '../modules/expenses/expenses.service.ts';
import { listProperties } from '../modules/properties/properties.service.ts';
import { createDemoRandom } from './demo-random.ts';

type DemoExpense = {
  incurredOn: string;
  category: TExpenseCategory;
  vendor: string;
  description: string;
  propertyId: string | null;
  amountMinor: number;
  notes?: string;
  recurrence?: TExpenseRecurrence;
};

const REPAIRS = [
  { vendor: 'Rose City Plumbing', description: 'Replaced a leaking water heater', range: [65_000, 140_000] },
  { vendor: 'Bridgetown Electric', description: 'Repaired the hallway lighting circuit', range: [18_000, 45_000] },
  { vendor: 'Summit Roofing', description: 'Patched the roof after a storm', range: [90_000, 240_000] },
  {
    vendor: 'Willamette Appliance Repair',
    description: 'Fixed a dishwasher that would not drain',
    range: [12_000, 28_000],
  },
  { vendor: 'Pioneer Glass', description: 'Replaced a cracked window pane', range: [22_000, 48_000] },
] as const;

const MAINTENANCE = [
  { vendor: 'Evergreen Landscaping', description: 'Seasonal landscaping and gutter cleaning', range: [35_000, 80_000] },
  { vendor: 'Cascade HVAC Services', description: 'Annual furnace service', range: [15_000, 32_000] },
  { vendor: 'Clearview Pest Control', description: 'Quarterly pest control', range: [9_000, 16_000] },
  { vendor: 'Sparkle Janitorial', description: 'Deep clean of the common areas', range: [20_000, 42_000] },
] as const;

const SUPPLIES = [
  {
    vendor: 'Parkrose Hardware',
    description: 'Paint and patching supplies for a unit turnover',
    range: [8_000, 26_000],
  },
  { vendor: 'Home Depot', description: 'Smoke detectors and batteries', range: [6_000, 14_000] },
] as const;

/** A drawn receipt (no scans are bundled): vendor, what, when and how much, as a PNG. */
async function receiptImage(expense: DemoExpense): Promise<Buffer> {
  const escapeXml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
  const amount = `$${(expense.amountMinor / 100).toFixed(2)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="#fdfcf8"/>
    <text x="40" y="80" font-family="sans-serif" font-size="26" font-weight="bold" fill="#1f2937">${escapeXml(expense.vendor)}</text>
    <text x="40" y="120" font-family="sans-serif" font-size="16" fill="#6b7280">Invoice · ${expense.incurredOn}</text>
    <line x1="40" y1="150" x2="440" y2="150" stroke="#d1d5db"/>
    <text x="40" y="200" font-family="sans-serif" font-size="18" fill="#1f2937">${escapeXml(expense.description)}</text>
    <line x1="40" y1="520" x2="440" y2="520" stroke="#d1d5db"/>
    <text x="40" y="570" font-family="sans-serif" font-size="22" font-weight="bold" fill="#1f2937">Total</text>
    <text x="440" y="570" text-anchor="end" font-family="sans-serif" font-size="22" font-weight="bold" fill="#1f2937">${amount}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function firstOfMonth(date: string, monthsAgo: number): string {
  return addMonths(`${date.slice(0, 8)}01`, -monthsAgo);
}

/**
 * Two years of expenses: mortgages, insurance and bookkeeping as recurring expenses (their occurrences written by
 * the recurring job's own code), property taxes twice a year, HOA dues of the condos, utilities of the common
 * areas, repairs, maintenance and supplies here and there, and a legal fee.
 */
export async function seedDemoExpenses(deps: AppDeps, landlord: OrganizationActor): Promise<void> {
  const organizationId = landlord.organizationId;
  if (!organizationId) return;
  const random = createDemoRandom(8_2026);
  const today = todayUtc();
  const { items } = await listProperties(deps.db, landlord, { sort: 'name', page: 1, pageSize: 100 });
  const byName = (name: string) => items.find((property) => property.name === name)?.id ?? null;
  const amount = (range: readonly [number, number]) => Math.round(random.integer(range[0], range[1]) / 100) * 100;
  const dayIn = (monthStart: string) => addDays(monthStart, random.integer(0, 26));
  const rows: DemoExpense[] = [];

  const start = firstOfMonth(today, 24);
  const templates: DemoExpense[] = [
    {
      incurredOn: addDays(start, 4),
      category: 'mortgage',
      vendor: 'Columbia Community Bank',
      description: 'Mortgage payment',
      propertyId: byName('Harbor View Apartments'),
      amountMinor: 485_000,
      recurrence: 'monthly',
    },
    {
      incurredOn: addDays(start, 4),
      category: 'mortgage',
      vendor: 'Pacific Home Loans',
      description: 'Mortgage payment',
      propertyId: byName('Maple Cottage'),
      amountMinor: 182_500,
      recurrence: 'monthly',
    },
    {
      incurredOn: addDays(start, 14),
      category: 'insurance',
      vendor: 'Cascade Mutual Insurance',
      description: 'Umbrella liability and property insurance',
      propertyId: null,
      amountMinor: 1_264_000,
      notes: 'Covers every building of the portfolio.',
      recurrence: 'yearly',
    },
    {
      incurredOn: addDays(start, 0),
      category: 'management',
      vendor: 'Northwest Bookkeeping',
      description: 'Monthly bookkeeping',
      propertyId: null,
      amountMinor: 35_000,
      recurrence: 'monthly',
    },
  ];

  for (let monthsAgo = 23; monthsAgo >= 0; monthsAgo--) {
    const month = firstOfMonth(today, monthsAgo);
    const monthIndex = Number(month.slice(5, 7));
    if (monthIndex === 4 || monthIndex === 10) {
      for (const property of items) {
        rows.push({
          incurredOn: addDays(month, 14),
          category: 'tax',
          vendor: 'Multnomah County',
          description: 'Property tax installment',
          propertyId: property.id,
          amountMinor:
            Math.round((property.occupancy.totalUnits * 42_000 + random.integer(40_000, 90_000)) / 100) * 100,
        });
      }
    }
    for (const condo of ['Pearl District Condos', 'Lakeside Condominiums']) {
      rows.push({
        incurredOn: addDays(month, 0),
        category: 'hoa',
        vendor: `${condo} Owners Association`,
        description: 'HOA dues',
        propertyId: byName(condo),
        amountMinor: condo.startsWith('Pearl') ? 62_000 : 48_500,
      });
    }
    if (monthIndex % 3 === 0) {
      for (const building of ['Harbor View Apartments', 'Riverside Lofts', 'Burnside Retail Center']) {
        rows.push({
          incurredOn: addDays(month, 20),
          category: 'utilities',
          vendor: 'Portland Water & Power',
          description: 'Common area water and electricity',
          propertyId: byName(building),
          amountMinor: amount([42_000, 96_000]),
        });
      }
    }
    for (let count = random.integer(1, 3); count > 0; count--) {
      const pool = random.next() < 0.45 ? REPAIRS : random.next() < 0.7 ? MAINTENANCE : SUPPLIES;
      const item = random.pick<(typeof pool)[number]>(pool);
      const incurredOn = dayIn(month);
      if (incurredOn > today) continue;
      rows.push({
        incurredOn,
        category: pool === REPAIRS ? 'repairs' : pool === MAINTENANCE ? 'maintenance' : 'supplies',
        vendor: item.vendor,
        description: item.description,
        propertyId: random.pick(items).id,
        amountMinor: amount(item.range),
      });
    }
  }
  rows.push({
    incurredOn: addDays(firstOfMonth(today, 8), 9),
    category: 'legal',
    vendor: 'Hawthorne Law Group',
    description: 'Lease template review',
    propertyId: null,
    amountMinor: 75_000,
  });
  // Last month a sewer line under Harbor View collapsed: a repair bill far above a usual month's, for the financial
  // insights to find.
  rows.push({
    incurredOn: addDays(firstOfMonth(today, 1), 11),
    category: 'repairs',
    vendor: 'Rose City Plumbing',
    description: 'Emergency sewer line replacement',
    propertyId: byName('Harbor View Apartments'),
    amountMinor: 1_184_000,
    notes: 'Collapsed clay pipe under the parking lot; excavation and a new PVC line.',
  });
  rows.push({
    incurredOn: addDays(firstOfMonth(today, 3), 17),
    category: 'other',
    vendor: 'Portland Business License',
    description: 'Business license renewal',
    propertyId: null,
    amountMinor: 18_000,
  });

  const createdByUserId = landlord.userId;
  const toRow = (expense: DemoExpense) => ({
    ...expense,
    notes: expense.notes ?? '',
    recurrence: expense.recurrence ?? 'none',
    createdByUserId,
  });
  const past = rows.filter((row) => row.incurredOn <= today);
  // The latest repairs and maintenance come with a receipt, as a landlord would attach them.
  const withReceipts = new Set(
    past
      .filter((row) => row.category === 'repairs' || row.category === 'maintenance')
      .sort((a, b) => b.incurredOn.localeCompare(a.incurredOn))
      .slice(0, 4),
  );
  const receipts = new Map<DemoExpense, { receiptKey: string; receiptContentType: string; receiptFileName: string }>();
  for (const expense of withReceipts) {
    const receiptKey = await deps.files.put(`${organizationId}/expenses`, 'png', await receiptImage(expense));
    receipts.set(expense, { receiptKey, receiptContentType: 'image/png', receiptFileName: 'invoice.png' });
  }
  await importExpenses(deps.db, organizationId, [
    ...templates.map(toRow),
    ...past.map((row) => ({ ...toRow(row), ...receipts.get(row) })),
  ]);
  await generateRecurringExpenses(deps.db, today, { organizationId });
}
