import {
  RENT_PREDICTION_ERROR_MESSAGES,
  type TRentPredictionRequest,
  ZRentPredictionRequest,
} from '@rentwell/contracts/rent-prediction';

/** The form's four fields as typed (text, so '1,5' and '1.5' both work). */
export type TRentPredictionInputs = {
  propertyId: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
};

export type TRentPredictionField = keyof TRentPredictionInputs;
export type TRentPredictionErrorKey = keyof typeof RENT_PREDICTION_ERROR_MESSAGES;

export const RENT_PREDICTION_FIELDS: readonly TRentPredictionField[] = [
  'propertyId',
  'bedrooms',
  'bathrooms',
  'squareFeet',
];

/** The form's values from `?propertyId=&bedrooms=&bathrooms=&squareFeet=` (a unit's 'Predict rent' link). */
export function inputsFromSearchParams(params: URLSearchParams): TRentPredictionInputs {
  return {
    propertyId: params.get('propertyId') ?? '',
    bedrooms: params.get('bedrooms') ?? '',
    bathrooms: params.get('bathrooms') ?? '',
    squareFeet: params.get('squareFeet') ?? '',
  };
}

function toNumber(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

const KEY_BY_MESSAGE = new Map<string, TRentPredictionErrorKey>(
  Object.entries(RENT_PREDICTION_ERROR_MESSAGES).map(([key, message]) => [message, key as TRentPredictionErrorKey]),
);

export type TRentPredictionCheck =
  | { ok: true; request: TRentPredictionRequest }
  | {
      ok: false;
      missing: TRentPredictionField[];
      invalid: Partial<Record<TRentPredictionField, TRentPredictionErrorKey>>;
    };

/**
 * Every field is required ('Please fill in all fields' names the empty ones); then the contract's ranges, with its
 * messages as translation keys.
 */
export function checkRentPredictionInputs(inputs: TRentPredictionInputs): TRentPredictionCheck {
  const missing = RENT_PREDICTION_FIELDS.filter((field) => inputs[field].trim() === '');
  if (missing.length > 0) return { ok: false, missing, invalid: {} };
  const parsed = ZRentPredictionRequest.safeParse({
    propertyId: inputs.propertyId,
    bedrooms: toNumber(inputs.bedrooms),
    bathrooms: toNumber(inputs.bathrooms),
    squareFeet: toNumber(inputs.squareFeet),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const invalid: Partial<Record<TRentPredictionField, TRentPredictionErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TRentPredictionField;
    const key = KEY_BY_MESSAGE.get(issue.message) ?? 'fillInAllFields';
    // Text that is not a number at all: the field's own rule says what it takes.
    invalid[field] ??= key === 'fillInAllFields' && field !== 'propertyId' ? field : key;
  }
  return { ok: false, missing: [], invalid };
}
