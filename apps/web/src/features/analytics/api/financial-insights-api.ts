import type { TLanguage } from '@rentwell/contracts/profile';
import { api, callApi } from '../../../lib/api-client.ts';

/** Computes the organization's financial insights now, with the narrative in `language`. */
export function generateFinancialInsights(language: TLanguage) {
  return callApi(api['financial-insights'].$post({ json: { language } }));
}
