import { PASSWORD_MIN_LENGTH } from '@rentwell/contracts/sign-up';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewPasswordField } from './new-password-field.tsx';

describe('new password field', () => {
  it('asks for a new password of the minimum length and says the rule as its hint', () => {
    render(<NewPasswordField label="Password" error={undefined} name="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('minlength')).toBe(String(PASSWORD_MIN_LENGTH));
    expect(input.getAttribute('name')).toBe('password');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/\d+ characters/);
  });
});
