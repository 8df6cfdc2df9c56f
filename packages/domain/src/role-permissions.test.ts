import { describe, expect, it } from 'vitest';
import { hasPermission, rolesWithPermission } from './role-permissions.ts';

describe('hasPermission', () => {
  it.each([
    ['admin', 'users:manage', true],
    ['property_manager', 'users:manage', false],
    ['property_manager', 'financials:read', true],
    ['tenant', 'maintenance:report', true],
    ['tenant', 'maintenance:manage', false],
    ['maintenance', 'maintenance:work', true],
    ['maintenance', 'payments:read', false],
    ['site_admin', 'site-admin:console', true],
    ['site_admin', 'messages:use', false],
  ] as const)('%s holding %s is %s', (role, permission, expected) => {
    expect(hasPermission(role, permission)).toBe(expected);
  });
});

describe('rolesWithPermission', () => {
  it('lists the managers for the portfolio areas', () => {
    expect(rolesWithPermission('properties:read')).toEqual(['admin', 'property_manager']);
    expect(rolesWithPermission('financials:read')).toEqual(['admin', 'property_manager']);
  });

  it('lists one role for the areas only it may open', () => {
    expect(rolesWithPermission('users:manage')).toEqual(['admin']);
    expect(rolesWithPermission('tenant-portal:read')).toEqual(['tenant']);
    expect(rolesWithPermission('site-admin:console')).toEqual(['site_admin']);
  });

  it('lists every role for what everyone may do', () => {
    expect(rolesWithPermission('profile:update')).toEqual([
      'admin',
      'property_manager',
      'tenant',
      'maintenance',
      'site_admin',
    ]);
  });
});
