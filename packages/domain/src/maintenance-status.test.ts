import { describe, expect, it } from 'vitest';
import { availableMaintenanceActions, nextMaintenanceStatus, tenantViewStatus } from './maintenance-status.ts';

describe('nextMaintenanceStatus', () => {
  it.each([
    ['open', 'start', 'in_progress'],
    ['in_progress', 'complete', 'completed'],
    ['open', 'cancel', 'cancelled'],
    ['in_progress', 'cancel', 'cancelled'],
    ['completed', 'reopen', 'open'],
    ['cancelled', 'reopen', 'open'],
  ] as const)('%s + %s → %s', (from, action, to) => {
    expect(nextMaintenanceStatus(from, action)).toBe(to);
  });

  it.each([
    ['open', 'complete'],
    ['in_progress', 'start'],
    ['completed', 'start'],
    ['completed', 'cancel'],
    ['cancelled', 'complete'],
    ['open', 'reopen'],
  ] as const)('refuses %s + %s', (from, action) => {
    expect(nextMaintenanceStatus(from, action)).toBeNull();
  });
});

describe('availableMaintenanceActions', () => {
  it('offers Start Work on open requests and Mark Complete on started ones', () => {
    expect(availableMaintenanceActions('open')).toEqual(['start', 'cancel']);
    expect(availableMaintenanceActions('in_progress')).toEqual(['complete', 'cancel']);
    expect(availableMaintenanceActions('completed')).toEqual(['reopen']);
  });
});

describe('tenantViewStatus', () => {
  it('shows open requests as pending to tenants', () => {
    expect(tenantViewStatus('open')).toBe('pending');
    expect(tenantViewStatus('in_progress')).toBe('in_progress');
    expect(tenantViewStatus('completed')).toBe('completed');
  });
});
