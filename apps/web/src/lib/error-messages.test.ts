import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { getErrorKey } from './error-messages.ts';

describe('getErrorKey', () => {
  it('maps our API codes', () => {
    expect(getErrorKey(new ApiError({ code: 'not_found', status: 404, message: 'x' }))).toBe('errors.notFound');
    expect(getErrorKey(new ApiError({ code: 'network_error', status: 0, message: 'x' }))).toBe('errors.network');
  });

  it('maps refusals of the request itself: another origin, a NUL character', () => {
    expect(getErrorKey(new ApiError({ code: 'origin_not_allowed', status: 403, message: 'x' }))).toBe(
      'errors.originNotAllowed',
    );
    expect(getErrorKey(new ApiError({ code: 'bad_request', status: 400, message: 'x' }))).toBe('errors.badRequest');
  });

  it('maps better-auth codes and our hook codes nested in the body', () => {
    expect(getErrorKey({ code: 'USER_ALREADY_EXISTS', status: 422 })).toBe('errors.userAlreadyExists');
    expect(getErrorKey({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe('errors.invalidCredentials');
    expect(getErrorKey({ code: 'INVALID_ROLE', status: 422 })).toBe('errors.invalidRole');
    expect(getErrorKey({ code: 'INVALID_SIGN_UP', status: 422 })).toBe('errors.invalidSignUp');
    expect(getErrorKey({ error: { code: 'invalid_role' }, status: 422 })).toBe('errors.invalidRole');
  });

  it('falls back on the status, then on the generic message', () => {
    expect(getErrorKey({ status: 429 })).toBe('errors.rateLimited');
    expect(getErrorKey({ code: 'SOMETHING_NEW', status: 400 })).toBe('errors.generic');
    expect(getErrorKey({ status: 503 })).toBe('errors.internal');
    expect(getErrorKey(new Error('boom'))).toBe('errors.generic');
  });

  it("says 'Unknown error' when what was thrown has no message, code or status", () => {
    expect(getErrorKey(new Error(''))).toBe('errors.unknown');
    expect(getErrorKey(undefined)).toBe('errors.unknown');
    expect(getErrorKey(null)).toBe('errors.unknown');
    expect(getErrorKey({})).toBe('errors.unknown');
    expect(getErrorKey('went wrong')).toBe('errors.generic');
  });
});
