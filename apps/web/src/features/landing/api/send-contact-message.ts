import type { TContactRequest, TContactResponse } from '@rentwell/contracts/contact';
import { api, callApi } from '../../../lib/api-client.ts';

/** `POST /api/contact` (public). A 429 `rate_limited` means nothing was sent: the visitor sends again later. */
export function sendContactMessage(request: TContactRequest): Promise<TContactResponse> {
  return callApi(api.contact.$post({ json: request }));
}
