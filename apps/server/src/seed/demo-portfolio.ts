import type { TCreatePropertyRequest, TPropertyType } from '@rentwell/contracts/properties';
import { properties, units } from '@rentwell/db/schema/properties';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { createPortfolio } from '../modules/portfolios/portfolios.service.ts';
import { createProperty, updateUnit } from '../modules/properties/properties.service.ts';
import { uploadPropertyImage } from '../modules/properties/property-images.service.ts';
import { demoBuildingImage } from './demo-images.ts';

type DemoProperty = {
  name: string;
  type: TPropertyType;
  address: string;
  city: string;
  zipCode: string;
  units: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  rent: number;
  yearBuilt: number;
  price: number;
};

const DEMO_PROPERTIES: DemoProperty[] = [
  {
    name: 'Harbor View Apartments',
    type: 'apartment',
    address: '1200 NW Naito Pkwy',
    city: 'Portland',
    zipCode: '97209',
    units: 24,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 860,
    rent: 1_750,
    yearBuilt: 2004,
    price: 6_800_000,
  },
  {
    name: 'Riverside Lofts',
    type: 'apartment',
    address: '45 SE Water Ave',
    city: 'Portland',
    zipCode: '97214',
    units: 12,
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 640,
    rent: 1_425,
    yearBuilt: 2012,
    price: 3_100_000,
  },
  {
    name: 'Alder Street Flats',
    type: 'apartment',
    address: '930 SW Alder St',
    city: 'Portland',
    zipCode: '97205',
    units: 8,
    bedrooms: 2,
    bathrooms: 1.5,
    squareFeet: 900,
    rent: 1_890,
    yearBuilt: 1998,
    price: 2_250_000,
  },
  {
    name: 'Maple Cottage',
    type: 'house',
    address: '2714 NE Maple Ct',
    city: 'Portland',
    zipCode: '97212',
    units: 1,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1_650,
    rent: 2_650,
    yearBuilt: 1952,
    price: 615_000,
  },
  {
    name: 'Oak Hollow House',
    type: 'house',
    address: '88 Oak Hollow Rd',
    city: 'Beaverton',
    zipCode: '97005',
    units: 1,
    bedrooms: 4,
    bathrooms: 2.5,
    squareFeet: 2_200,
    rent: 3_150,
    yearBuilt: 1989,
    price: 740_000,
  },
  {
    name: 'Cedar Lane Duplex',
    type: 'house',
    address: '510 Cedar Ln',
    city: 'Salem',
    zipCode: '97301',
    units: 2,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1_020,
    rent: 1_550,
    yearBuilt: 1976,
    price: 455_000,
  },
  {
    name: 'Pearl District Condos',
    type: 'condo',
    address: '1001 NW Lovejoy St',
    city: 'Portland',
    zipCode: '97209',
    units: 6,
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_100,
    rent: 2_400,
    yearBuilt: 2008,
    price: 3_300_000,
  },
  {
    name: 'Lakeside Condominiums',
    type: 'condo',
    address: '300 Lake Bay Ct',
    city: 'Lake Oswego',
    zipCode: '97034',
    units: 10,
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_240,
    rent: 2_550,
    yearBuilt: 2001,
    price: 4_900_000,
  },
  {
    name: 'Burnside Retail Center',
    type: 'commercial',
    address: '2320 E Burnside St',
    city: 'Portland',
    zipCode: '97214',
    units: 4,
    bedrooms: 0,
    bathrooms: 1,
    squareFeet: 1_800,
    rent: 4_200,
    yearBuilt: 1964,
    price: 2_600_000,
  },
  {
    name: 'Division Street Offices',
    type: 'commercial',
    address: '3500 SE Division St',
    city: 'Portland',
    zipCode: '97202',
    units: 3,
    bedrooms: 0,
    bathrooms: 1,
    squareFeet: 1_200,
    rent: 2_900,
    yearBuilt: 1995,
    price: 1_450_000,
  },
];

function toRequest(property: DemoProperty): TCreatePropertyRequest {
  return {
    name: property.name,
    type: property.type,
    address: property.address,
    city: property.city,
    state: 'OR',
    zipCode: property.zipCode,
    country: 'US',
    notes: '',
    yearBuilt: property.yearBuilt,
    purchasePriceMinor: property.price * 100,
    currency: 'USD',
    unitCount: property.units,
    unitDefaults: {
      bedrooms: property.bedrooms,
      bathrooms: property.bathrooms,
      squareFeet: property.squareFeet,
      marketRentMinor: property.rent * 100,
    },
  };
}

/** Ten properties of every type with 71 units, illustrated, and a portfolio of the residential ones. */
export async function seedDemoPortfolio(deps: AppDeps, landlord: OrganizationActor): Promise<void> {
  const created: { id: string; type: TPropertyType }[] = [];
  // Drawn on sharp's threads while the properties are created; each is awaited (and its failure thrown) in turn.
  const images = DEMO_PROPERTIES.map((property, index) => demoBuildingImage(property.type, index));
  for (const image of images) image.catch(() => {});
  for (const [index, property] of DEMO_PROPERTIES.entries()) {
    const detail = await createProperty(deps.db, landlord, toRequest(property));
    created.push({ id: detail.id, type: property.type });
    const image = await images[index];
    if (!image) throw new Error('no demo image for this property');
    await uploadPropertyImage(
      deps.db,
      deps.files,
      landlord,
      detail.id,
      new File([new Uint8Array(image)], 'building.png', { type: 'image/png' }),
    );
    const lastUnit = detail.units.at(-1);
    if (property.units > 4 && lastUnit) {
      await updateUnit(deps.db, landlord, { propertyId: detail.id, unitId: lastUnit.id }, { status: 'unavailable' });
    }
  }
  await backdateAcquisition(deps, landlord);
  await createPortfolio(deps.db, landlord, {
    title: 'Portland homes for rent',
    description: 'Apartments, houses and condos around Portland, managed by Harbor View Properties.',
    showRents: true,
    propertyIds: created.filter((property) => property.type !== 'commercial').map((property) => property.id),
  });
}

/**
 * The demo landlord has owned the buildings for years, so reports over past periods count every unit. Shifting
 * every creation time by the same interval keeps their order (lists sort by it).
 */
async function backdateAcquisition(deps: AppDeps, landlord: OrganizationActor): Promise<void> {
  if (!landlord.organizationId) return;
  await deps.db
    .update(properties)
    .set({ createdAt: sql`${properties.createdAt} - interval '3 years'` })
    .where(eq(properties.organizationId, landlord.organizationId));
  await deps.db
    .update(units)
    .set({ createdAt: sql`${units.createdAt} - interval '3 years'` })
    .where(eq(units.organizationId, landlord.organizationId));
}
