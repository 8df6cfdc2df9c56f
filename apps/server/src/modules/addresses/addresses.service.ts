import type { TAddressSuggestion } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import type { Logger } from 'pino';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findKnownAddresses } from '../properties/properties.service.ts';
import { suggestCities } from './city-index.ts';
import { suggestFromGeocoder } from './geocoder.ts';
import { suggestFromPostalCode } from './postal-codes.ts';

const MAX_SUGGESTIONS = 8;

function dedupe(suggestions: TAddressSuggestion[]): TAddressSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = suggestion.label.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Address suggestions that work offline: the organization's own addresses first, then the bundled
 * postal-code and city datasets, then the optional online geocoder.
 */
export async function suggestAddresses(
  db: Database,
  geocoderUrl: string | undefined,
  logger: Logger,
  actor: OrganizationActor,
  query: { q: string; country?: string },
): Promise<TAddressSuggestion[]> {
  const [known, online] = await Promise.all([
    findKnownAddresses(db, actor, query.q, MAX_SUGGESTIONS),
    geocoderUrl ? suggestFromGeocoder(geocoderUrl, query.q, MAX_SUGGESTIONS, logger) : Promise.resolve([]),
  ]);
  const offline = [...suggestFromPostalCode(query.q), ...suggestCities(query.q, query.country, MAX_SUGGESTIONS)];
  return dedupe([...known, ...offline, ...online]).slice(0, MAX_SUGGESTIONS);
}
