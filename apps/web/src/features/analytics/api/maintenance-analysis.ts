import { api, callApi, toQuery } from '../../../lib/api-client.ts';

/** Asks the server to analyze the organization's maintenance now over the last `windowDays` days. */
export function requestMaintenanceAnalysis(windowDays: number) {
  return callApi(api['maintenance-analysis'].$get({ query: toQuery({ windowDays }) }));
}
