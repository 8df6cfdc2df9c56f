import type { TSignInRequest, TSignUpRequest } from '@rentwell/contracts/sign-up';
import { authClient } from '../../../lib/auth-client.ts';

/** `error` is better-auth's `{ code?, message?, status }` (or our `{ error: { code } }` body), or null on success. */
export type TAuthResult = { error: { code?: string | undefined; status: number } | null };

const NETWORK_ERROR: TAuthResult = { error: { code: 'network_error', status: 0 } };

/** better-auth resolves HTTP errors as `{ error }` but a network failure rejects: both become an `error` here. */
async function settle(request: () => Promise<{ error: TAuthResult['error'] }>): Promise<TAuthResult> {
  try {
    const { error } = await request();
    return { error: error ?? null };
  } catch (error) {
    console.error('Auth request failed', error);
    return NETWORK_ERROR;
  }
}

export function signInWithEmail(values: TSignInRequest): Promise<TAuthResult> {
  return settle(() => authClient.signIn.email({ email: values.email, password: values.password }));
}

/**
 * Sign-up with our extra fields (phone, role, organization name), which the server reads in a hook. better-auth's
 * type only lists its own fields; the contract object is passed as is (a typed value, so the extra fields are
 * allowed without a cast) and the whole body goes over the wire.
 */
export function signUpWithEmail(values: TSignUpRequest): Promise<TAuthResult> {
  return settle(() => authClient.signUp.email(values));
}

export function requestPasswordReset(email: string): Promise<TAuthResult> {
  return settle(() => authClient.requestPasswordReset({ email, redirectTo: '/auth?mode=reset' }));
}

export function resetPassword(newPassword: string, token: string): Promise<TAuthResult> {
  return settle(() => authClient.resetPassword({ newPassword, token }));
}
