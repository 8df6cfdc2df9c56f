import { z } from 'zod';

/**
 * A person's name, the one rule for every way it is set: sign-up, the profile, a user an admin adds, and
 * better-auth's own update-user.
 */
export const ZPersonName = z.string().trim().min(2).max(100);
