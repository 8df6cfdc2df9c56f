import { describe, expect, it } from 'vitest';
import {
  availableMaintenanceActions,
  maintenanceTransitionOf,
  nextMaintenanceStatus,
  tenantViewStatus,
} from './maintenance-status.ts';

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

describe('maintenanceTransitionOf', () => {
  it('gives the statuses each action moves from, narrowed to open requests for a tenant', () => {
    expect(maintenanceTransitionOf('cancel', false)).toEqual({ from: ['open', 'in_progress'], to: 'cancelled' });
    expect(maintenanceTransitionOf('cancel', true)).toEqual({ from: ['open'], to: 'cancelled' });
    expect(maintenanceTransitionOf('complete', true)).toEqual({ from: [], to: 'completed' });
    expect(maintenanceTransitionOf('reopen', false)).toEqual({ from: ['completed', 'cancelled'], to: 'open' });
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
