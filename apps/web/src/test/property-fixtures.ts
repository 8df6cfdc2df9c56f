/** Where the test properties stand, and the currency they are kept in. */
export const PORTLAND_LOCATION = {
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'US',
  currency: 'USD',
} as const;
