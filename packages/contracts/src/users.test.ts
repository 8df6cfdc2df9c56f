import { describe, expect, it } from 'vitest';
import { MANAGEABLE_ROLES, ROLE_LABEL_KEYS, USER_MANAGEMENT_ROLES } from './users.ts';

describe('user-management roles', () => {
  it("map both 'Admin' and 'Landlord' to the one stored role admin", () => {
    const byLabel = Object.fromEntries(USER_MANAGEMENT_ROLES.map((option) => [option.label, option.role]));
    expect(byLabel).toEqual({
      Admin: 'admin',
      Landlord: 'admin',
      'Property manager': 'property_manager',
      Tenant: 'tenant',
      Maintenance: 'maintenance',
    });
  });

  it('offer every manageable role, and show admin as Landlord', () => {
    expect(new Set(USER_MANAGEMENT_ROLES.map((option) => option.role))).toEqual(new Set(MANAGEABLE_ROLES));
    expect(ROLE_LABEL_KEYS.admin).toBe('landlord');
  });
});
