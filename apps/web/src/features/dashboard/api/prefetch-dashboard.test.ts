import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { loadAudienceDashboard } from '../audience-dashboards.ts';
import { dashboardKeys } from './dashboard-queries.ts';
import { prefetchDashboard } from './prefetch-dashboard.ts';

vi.mock('../audience-dashboards.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../audience-dashboards.ts')>()),
  loadAudienceDashboard: vi.fn(async () => () => null),
}));

const LANDLORD_FIGURES = { properties: 2 };
const TENANT_SUMMARY = { leases: [] };

function stubApi(role: Parameters<typeof meResponse>[0] | 'signed-out') {
  return stubFetchRoutes([
    {
      path: /\/api\/me$/,
      respond: () =>
        role === 'signed-out'
          ? { status: 401, body: { error: { code: 'unauthenticated', message: '' } } }
          : { body: meResponse(role) },
    },
    { path: /\/api\/dashboard$/, respond: LANDLORD_FIGURES },
    { path: /\/api\/tenant-portal$/, respond: TENANT_SUMMARY },
  ]);
}

const requestedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(
    ([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname,
  );

describe('prefetchDashboard', () => {
  beforeEach(() => {
    vi.mocked(loadAudienceDashboard).mockClear();
  });

  it("loads a landlord's dashboard and figures, and a tenant's, once the session says who they are", async () => {
    const landlord = createQueryClient();
    stubApi('admin');
    await prefetchDashboard(landlord);
    expect(landlord.getQueryData(dashboardKeys.landlord)).toEqual(LANDLORD_FIGURES);
    expect(landlord.getQueryData(dashboardKeys.tenant)).toBeUndefined();
    expect(vi.mocked(loadAudienceDashboard).mock.calls).toEqual([['portfolio']]);

    const tenant = createQueryClient();
    stubApi('tenant');
    await prefetchDashboard(tenant);
    expect(tenant.getQueryData(dashboardKeys.tenant)).toEqual(TENANT_SUMMARY);
    expect(tenant.getQueryData(dashboardKeys.landlord)).toBeUndefined();
    expect(vi.mocked(loadAudienceDashboard).mock.calls).toEqual([['portfolio'], ['tenant']]);
  });

  it("settles once the dashboard's code has loaded too, not only its figures", async () => {
    let finishLoading = () => {};
    vi.mocked(loadAudienceDashboard).mockReturnValueOnce(
      new Promise((resolve) => {
        finishLoading = () => resolve(() => null);
      }),
    );
    const queryClient = createQueryClient();
    stubApi('tenant');
    let isSettled = false;
    const prefetch = prefetchDashboard(queryClient).then(() => {
      isSettled = true;
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(dashboardKeys.tenant)).toEqual(TENANT_SUMMARY));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isSettled).toBe(false);
    finishLoading();
    await prefetch;
    expect(isSettled).toBe(true);
  });

  it('asks for nothing more when signed out or when the role has no figures', async () => {
    for (const role of ['signed-out', 'maintenance'] as const) {
      const fetchMock = stubApi(role);
      await prefetchDashboard(createQueryClient());
      expect(requestedPaths(fetchMock)).toEqual(['/api/me']);
      expect(loadAudienceDashboard).not.toHaveBeenCalled();
    }
  });
});
