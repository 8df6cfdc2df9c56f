import type { TAddressSuggestion } from '@rentwell/contracts/properties';
import type { Logger } from 'pino';
import { z } from 'zod';

const GEOCODER_TIMEOUT_MS = 2_500;

const ZPhotonResponse = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        name: z.string().optional(),
        housenumber: z.string().optional(),
        street: z.string().optional(),
        city: z.string().optional(),
        state: z.string().optional(),
        postcode: z.string().optional(),
        countrycode: z.string().optional(),
      }),
    }),
  ),
});

/**
 * Asks a Photon-compatible geocoder (GEOCODER_URL) for street addresses. Optional and best effort:
 * a slow or failing geocoder leaves the offline suggestions alone.
 */
export async function suggestFromGeocoder(
  geocoderUrl: string,
  text: string,
  limit: number,
  logger: Logger,
): Promise<TAddressSuggestion[]> {
  const url = new URL('/api/', geocoderUrl);
  url.searchParams.set('q', text);
  url.searchParams.set('limit', String(limit));
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
    if (!response.ok) return [];
    const parsed = ZPhotonResponse.safeParse(await response.json());
    if (!parsed.success) return [];
    return parsed.data.features.flatMap(({ properties: place }) => {
      const street = [place.housenumber, place.street].filter(Boolean).join(' ') || place.name || '';
      if (!street || !place.city) return [];
      const country = (place.countrycode ?? '').toUpperCase();
      return [
        {
          label: [street, place.city, place.state, country].filter(Boolean).join(', '),
          address: street,
          city: place.city,
          state: place.state ?? '',
          zipCode: place.postcode ?? '',
          country,
          source: 'geocoder' as const,
        },
      ];
    });
  } catch (error) {
    logger.warn({ err: error }, 'geocoder did not answer');
    return [];
  }
}
