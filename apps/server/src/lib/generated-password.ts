import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH } from '@rentwell/contracts/users';

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read off a screen is typed right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A password someone else will type once and then change: 20 characters of 57 (about 116 bits), CSPRNG. */
export function generatePassword(): string {
  let password = '';
  for (let index = 0; index < GENERATED_PASSWORD_LENGTH; index++)
    password += ALPHABET.charAt(randomInt(ALPHABET.length));
  return password;
}
