import { describe, expect, it } from 'vitest';
import { dashboardAudienceOf } from './dashboard-audience.ts';

describe('dashboardAudienceOf', () => {
  it('gives landlords and managers the portfolio, tenants their own, and other roles neither', () => {
    expect(dashboardAudienceOf('admin')).toBe('portfolio');
    expect(dashboardAudienceOf('property_manager')).toBe('portfolio');
    expect(dashboardAudienceOf('tenant')).toBe('tenant');
    expect(dashboardAudienceOf('maintenance')).toBeNull();
    expect(dashboardAudienceOf(null)).toBeNull();
  });
});
