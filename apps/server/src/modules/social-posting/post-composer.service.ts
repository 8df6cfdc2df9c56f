import type { TLanguage } from '@rentwell/contracts/profile';
import type { TComposedPost, TPostSourceKind } from '@rentwell/contracts/social-posting';
import type { Database } from '@rentwell/db/create-db';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { postImageOf } from './post-image-urls.ts';
import { findListingFacts, findPropertyFacts, listGalleryImages, listPostSources } from './post-sources.repo.ts';
import { type PostFacts, writePostFromTemplate } from './post-templates.ts';

/** The optional language model (`deps.languageModel`); null answers fall back to the templates. */
export type PostWriter = {
  writeNarrative(request: { task: 'listing-post'; language: TLanguage; facts: unknown }): Promise<string | null>;
};

function rangeOf(values: number[]) {
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

async function propertyFacts(db: Database, actor: OrganizationActor, propertyId: string) {
  const found = await findPropertyFacts(db, actor.organizationId, propertyId);
  if (!found) throw new AppError('not_found', 'Property not found');
  const { property, units } = found;
  const rents = units.map((unit) => unit.marketRentMinor).filter((rent): rent is number => rent !== null);
  const rentRange = rangeOf(rents);
  const facts: PostFacts = {
    kind: 'property',
    name: property.name,
    address: property.address,
    city: property.city,
    unitCount: units.length,
    bedrooms: rangeOf(units.map((unit) => unit.bedrooms)),
    bathrooms: rangeOf(units.map((unit) => unit.bathrooms)),
    squareFeet: rangeOf(units.map((unit) => unit.squareFeet).filter((size): size is number => size !== null)),
    monthlyRent: rentRange
      ? {
          min: { amountMinor: rentRange.min, currency: property.currency },
          max: { amountMinor: rentRange.max, currency: property.currency },
        }
      : null,
    yearBuilt: property.yearBuilt,
  };
  return { facts, propertyId: property.id };
}

async function listingFacts(db: Database, actor: OrganizationActor, listingId: string) {
  const found = await findListingFacts(db, actor.organizationId, listingId);
  if (!found) throw new AppError('not_found', 'Listing not found');
  const { listing, property, unit } = found;
  const facts: PostFacts = {
    kind: 'listing',
    title: listing.title,
    description: listing.description,
    address: property.address,
    city: property.city,
    nightlyRate: { amountMinor: listing.nightlyRateMinor, currency: listing.currency },
    cleaningFee:
      listing.cleaningFeeMinor > 0 ? { amountMinor: listing.cleaningFeeMinor, currency: listing.currency } : null,
    maxGuests: listing.maxGuests,
    bedrooms: unit?.bedrooms ?? null,
    bathrooms: unit?.bathrooms ?? null,
  };
  return { facts, propertyId: property.id };
}

export async function listSocialPostSources(db: Database, actor: OrganizationActor) {
  return { items: await listPostSources(db, actor.organizationId) };
}

/**
 * A post about a property or listing: the language model's wording when one is configured and answers, otherwise
 * the translated template filled with the same facts; with the property's gallery to pick images from.
 */
export async function composeSocialPost(
  db: Database,
  writer: PostWriter | null,
  actor: OrganizationActor,
  input: { kind: TPostSourceKind; id: string; language: TLanguage },
): Promise<TComposedPost> {
  const { facts, propertyId } =
    input.kind === 'property' ? await propertyFacts(db, actor, input.id) : await listingFacts(db, actor, input.id);
  const images = (await listGalleryImages(db, actor.organizationId, propertyId)).map(postImageOf);
  const written = writer
    ? await writer.writeNarrative({ task: 'listing-post', language: input.language, facts })
    : null;
  return written
    ? { text: written, writtenBy: 'language-model', images }
    : { text: writePostFromTemplate(input.language, facts), writtenBy: 'template', images };
}
