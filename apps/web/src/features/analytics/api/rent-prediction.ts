import type { TRentPredictionRequest } from '@rentwell/contracts/rent-prediction';
import { api, callApi } from '../../../lib/api-client.ts';

/** Asks the server for a unit's rent estimate (a computation: nothing is stored). */
export function requestRentPrediction(request: TRentPredictionRequest) {
  return callApi(api['rent-prediction'].$post({ json: request }));
}
