import { describe, expect, it } from 'vitest';
import { MANAGER_ROLE_OPTIONS, ROLE_OPTIONS, SIGN_UP_ROLE_OPTIONS } from './role-options.ts';
import { MANAGER_ROLES, ROLES, SIGN_UP_ROLES } from './roles.ts';

describe('role options without zod', () => {
  it('match the lists of the role schemas', () => {
    expect(ROLE_OPTIONS).toEqual(ROLES);
    expect(MANAGER_ROLE_OPTIONS).toEqual(MANAGER_ROLES);
    expect(SIGN_UP_ROLE_OPTIONS).toEqual(SIGN_UP_ROLES);
  });
});
