import { describe, expect, it } from 'vitest';
import { checkRentPredictionInputs, inputsFromSearchParams } from './rent-prediction-inputs.ts';

const PROPERTY_ID = '3f1c9a52-7d4e-4b8a-9c1e-2a6b5d8e0f17';

describe('rent prediction inputs', () => {
  it("names every empty field, for 'Please fill in all fields'", () => {
    expect(checkRentPredictionInputs({ propertyId: '', bedrooms: '2', bathrooms: ' ', squareFeet: '' })).toEqual({
      ok: false,
      missing: ['propertyId', 'bathrooms', 'squareFeet'],
      invalid: {},
    });
  });

  it('reads decimal commas and gives the request', () => {
    expect(
      checkRentPredictionInputs({ propertyId: PROPERTY_ID, bedrooms: '2', bathrooms: '1,5', squareFeet: '850' }),
    ).toEqual({ ok: true, request: { propertyId: PROPERTY_ID, bedrooms: 2, bathrooms: 1.5, squareFeet: 850 } });
  });

  it("turns the contract's range messages into each field's translation key", () => {
    expect(
      checkRentPredictionInputs({ propertyId: PROPERTY_ID, bedrooms: '2.5', bathrooms: '1.2', squareFeet: 'big' }),
    ).toEqual({
      ok: false,
      missing: [],
      invalid: { bedrooms: 'bedrooms', bathrooms: 'bathrooms', squareFeet: 'squareFeet' },
    });
  });

  it("prefills from a unit's 'Predict rent' link", () => {
    const params = new URLSearchParams(
      `insights=rent&propertyId=${PROPERTY_ID}&bedrooms=3&bathrooms=2&squareFeet=1100`,
    );
    expect(inputsFromSearchParams(params)).toEqual({
      propertyId: PROPERTY_ID,
      bedrooms: '3',
      bathrooms: '2',
      squareFeet: '1100',
    });
    expect(inputsFromSearchParams(new URLSearchParams())).toEqual({
      propertyId: '',
      bedrooms: '',
      bathrooms: '',
      squareFeet: '',
    });
  });
});
