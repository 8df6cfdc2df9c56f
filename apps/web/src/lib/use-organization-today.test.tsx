import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponse } from '../test/me-fixtures.ts';
import { ME_QUERY_KEY } from './session.ts';
import { useOrganizationToday } from './use-organization-today.ts';

function withMe(timeZone: string) {
  const client = new QueryClient();
  const me = meResponse('admin');
  client.setQueryData(ME_QUERY_KEY, { ...me, organization: me.organization && { ...me.organization, timeZone } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useOrganizationToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the organization's date at the UTC day boundary, not the UTC one", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-11T03:00:00Z') });
    expect(renderHook(useOrganizationToday, { wrapper: withMe('America/Los_Angeles') }).result.current).toBe(
      '2026-03-10',
    );
    vi.setSystemTime(new Date('2026-03-10T20:00:00Z'));
    expect(renderHook(useOrganizationToday, { wrapper: withMe('Pacific/Auckland') }).result.current).toBe('2026-03-11');
  });
});
