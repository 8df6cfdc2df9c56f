import { describe, expect, it } from 'vitest';
import { CONTACT_ERROR_KEYS, CONTACT_ERROR_MESSAGES, ZContactRequest } from './contact.ts';

describe('contact form errors', () => {
  it('map every message of the schema to a translation key', () => {
    const result = ZContactRequest.safeParse({ name: 'A', email: 'x', message: 'short', phone: '1'.repeat(41) });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(CONTACT_ERROR_KEYS[issue.message]).toBeDefined();
    expect(CONTACT_ERROR_KEYS[CONTACT_ERROR_MESSAGES.nameTooLong]).toBe('nameTooLong');
  });
});
