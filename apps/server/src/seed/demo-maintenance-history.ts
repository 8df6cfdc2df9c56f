import type { TMaintenanceCategory, TMaintenancePriority } from '@rentwell/contracts/maintenance';
import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { recordMaintenanceExpense } from '../modules/expenses/expenses.service.ts';
import {
  createMaintenance,
  transitionMaintenance,
  updateMaintenance,
} from '../modules/maintenance/maintenance.service.ts';
import { getProperty, listProperties } from '../modules/properties/properties.service.ts';

type HistoryItem = {
  property: string;
  /** The unit's label, or none for the building's common parts. */
  unit: string | null;
  title: string;
  description: string;
  category: TMaintenanceCategory;
  priority: TMaintenancePriority;
  daysAgo: number;
  /** Hours from report to completion; absent: still open ('open') or being worked on ('in_progress'). */
  resolvedAfterHours?: number;
  openAs?: 'open' | 'in_progress';
  costMinor?: number;
  /** The repair was recorded as a maintenance expense of the property. */
  recordExpense?: boolean;
};

/**
 * A year of repairs across the portfolio, so the maintenance analysis has something to find: the same drain in one
 * Harbor View flat three times, heating trouble across Harbor View, mice at Riverside Lofts, a roof leak at Alder
 * Street last winter, and a few requests left open longer than their urgency allows.
 */
const HISTORY: readonly HistoryItem[] = [
  {
    property: 'Harbor View Apartments',
    unit: '3',
    title: 'Bathroom sink drain clogged',
    description: 'The bathroom sink takes minutes to drain and smells.',
    category: 'plumbing',
    priority: 'medium',
    daysAgo: 150,
    resolvedAfterHours: 30,
    costMinor: 9_500,
    recordExpense: true,
  },
  {
    property: 'Harbor View Apartments',
    unit: '3',
    title: 'Shower drain backing up',
    description: 'Water rises in the shower tray and does not go down.',
    category: 'plumbing',
    priority: 'high',
    daysAgo: 95,
    resolvedAfterHours: 20,
    costMinor: 14_000,
    recordExpense: true,
  },
  {
    property: 'Harbor View Apartments',
    unit: '3',
    title: 'Water under the bathroom sink again',
    description: 'The trap under the bathroom sink leaks again; the cabinet floor is wet.',
    category: 'plumbing',
    priority: 'high',
    daysAgo: 40,
    resolvedAfterHours: 52,
    costMinor: 21_000,
    recordExpense: true,
  },
  {
    property: 'Harbor View Apartments',
    unit: '7',
    title: 'Living room radiator not heating',
    description: 'The radiator stays cold even with the thermostat turned up.',
    category: 'heating_cooling',
    priority: 'high',
    daysAgo: 120,
    resolvedAfterHours: 70,
    costMinor: 18_500,
    recordExpense: true,
  },
  {
    property: 'Harbor View Apartments',
    unit: '12',
    title: 'Boiler pressure drops every night',
    description: 'No heat in the morning; the boiler shows low pressure.',
    category: 'heating_cooling',
    priority: 'urgent',
    daysAgo: 60,
    resolvedAfterHours: 12,
    costMinor: 42_000,
    recordExpense: true,
  },
  {
    property: 'Harbor View Apartments',
    unit: '15',
    title: 'Thermostat display blank',
    description: 'The thermostat screen is blank and the heating does not respond.',
    category: 'heating_cooling',
    priority: 'medium',
    daysAgo: 25,
    openAs: 'in_progress',
  },
  {
    property: 'Riverside Lofts',
    unit: null,
    title: 'Mice droppings in the storage room',
    description: 'Droppings along the walls of the basement storage room.',
    category: 'pest',
    priority: 'high',
    daysAgo: 170,
    resolvedAfterHours: 96,
    costMinor: 25_000,
    recordExpense: true,
  },
  {
    property: 'Riverside Lofts',
    unit: '2',
    title: 'Mice seen in the kitchen',
    description: 'A mouse ran behind the fridge; droppings in the cupboard.',
    category: 'pest',
    priority: 'high',
    daysAgo: 75,
    resolvedAfterHours: 48,
    costMinor: 16_000,
  },
  {
    property: 'Riverside Lofts',
    unit: '5',
    title: 'Mould in the bathroom corner',
    description: 'Black spots in the corner above the shower.',
    category: 'cleaning',
    priority: 'medium',
    daysAgo: 200,
    resolvedAfterHours: 60,
    costMinor: 12_000,
  },
  {
    property: 'Riverside Lofts',
    unit: '5',
    title: 'Mould on the bedroom wall',
    description: 'Mould is growing behind the wardrobe on the outside wall.',
    category: 'cleaning',
    priority: 'medium',
    daysAgo: 50,
    resolvedAfterHours: 48,
    costMinor: 15_000,
  },
  {
    property: 'Alder Street Flats',
    unit: '1',
    title: 'Refrigerator not cooling',
    description: 'The fridge is warm and the food is spoiling.',
    category: 'appliance',
    priority: 'high',
    daysAgo: 130,
    resolvedAfterHours: 28,
    costMinor: 32_000,
    recordExpense: true,
  },
  {
    property: 'Alder Street Flats',
    unit: '4',
    title: 'Washing machine leaks',
    description: 'Water on the floor after every wash.',
    category: 'appliance',
    priority: 'medium',
    daysAgo: 45,
    resolvedAfterHours: 120,
    costMinor: 8_500,
  },
  {
    property: 'Alder Street Flats',
    unit: '6',
    title: 'Outlet sparking in the kitchen',
    description: 'The outlet next to the stove sparked and smells burnt.',
    category: 'electrical',
    priority: 'urgent',
    daysAgo: 10,
    resolvedAfterHours: 4,
    costMinor: 11_000,
    recordExpense: true,
  },
  {
    property: 'Alder Street Flats',
    unit: null,
    title: 'Roof leak above the top floor',
    description: 'Rain comes through the ceiling of the top-floor landing.',
    category: 'structural',
    priority: 'high',
    daysAgo: 300,
    resolvedAfterHours: 144,
    costMinor: 85_000,
    recordExpense: true,
  },
  {
    property: 'Alder Street Flats',
    unit: '2',
    title: 'Cracked window pane',
    description: 'A crack runs across the bedroom window pane.',
    category: 'structural',
    priority: 'medium',
    daysAgo: 20,
    openAs: 'open',
  },
  {
    property: 'Pearl District Condos',
    unit: '1',
    title: 'Front door lock sticks',
    description: 'The key turns only after several tries.',
    category: 'structural',
    priority: 'low',
    daysAgo: 45,
    openAs: 'open',
  },
  {
    property: 'Pearl District Condos',
    unit: '3',
    title: 'No hot water',
    description: 'Only cold water from every tap since yesterday.',
    category: 'plumbing',
    priority: 'urgent',
    daysAgo: 3,
    openAs: 'open',
  },
];

/** Puts a request back in time: reported `daysAgo` days ago, completed `resolvedAfterHours` later. */
async function backdate(deps: AppDeps, requestId: string, item: HistoryItem): Promise<void> {
  const reportedAt = sql`now() - make_interval(days => ${item.daysAgo})`;
  await deps.db
    .update(maintenanceRequests)
    .set({
      createdAt: reportedAt,
      updatedAt: reportedAt,
      completedAt:
        item.resolvedAfterHours === undefined
          ? null
          : sql`now() - make_interval(days => ${item.daysAgo}) + make_interval(hours => ${item.resolvedAfterHours})`,
    })
    .where(eq(maintenanceRequests.id, requestId));
}

/** A year of maintenance history across the demo portfolio (see HISTORY), with costs and recorded expenses. */
export async function seedDemoMaintenanceHistory(
  deps: AppDeps,
  people: { landlord: OrganizationActor; maintenance: OrganizationActor },
): Promise<void> {
  const { items } = await listProperties(deps.db, people.landlord, { sort: 'name', page: 1, pageSize: 100 });
  const unitsByProperty = new Map<string, { propertyId: string; units: Map<string, string> }>();
  for (const name of new Set(HISTORY.map((item) => item.property))) {
    const summary = items.find((property) => property.name === name);
    if (!summary) throw new Error(`the demo property ${name} was not created`);
    const detail = await getProperty(deps.db, people.landlord, summary.id);
    unitsByProperty.set(name, {
      propertyId: summary.id,
      units: new Map(detail.units.map((unit) => [unit.label, unit.id])),
    });
  }
  for (const item of HISTORY) {
    const place = unitsByProperty.get(item.property);
    if (!place) continue;
    const unitId = item.unit === null ? null : (place.units.get(item.unit) ?? null);
    const created = await createMaintenance(deps.db, deps.notifier, people.landlord, {
      title: item.title,
      description: item.description,
      priority: item.priority,
      category: item.category,
      propertyId: place.propertyId,
      unitId,
    });
    if (item.openAs !== 'open') {
      await updateMaintenance(deps.db, deps.notifier, people.landlord, created.id, {
        assignedToUserId: people.maintenance.userId,
      });
      await transitionMaintenance(deps.db, deps.notifier, people.landlord, created.id, 'start');
    }
    if (item.resolvedAfterHours !== undefined) {
      if (item.costMinor) {
        await updateMaintenance(deps.db, deps.notifier, people.maintenance, created.id, { costMinor: item.costMinor });
      }
      await transitionMaintenance(deps.db, deps.notifier, people.maintenance, created.id, 'complete');
    }
    await backdate(deps, created.id, item);
    if (item.recordExpense) await recordMaintenanceExpense(deps.db, people.landlord, created.id);
  }
}
