import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { toast } from '../lib/toast.ts';

export type TPasswordShownOnce = {
  password: string;
  /** The button that opens the creating dialog again (see `renderReopenableDialog`). */
  openLabel: string;
  /** The name of the dialog's form, shown again once reopened. */
  formDialogName: string;
};

/**
 * Checks what the dialog showing a generated password promises: the password once, with its warning; a refused
 * clipboard says 'Copy failed' instead of failing silently; 'Done' forgets the password, and reopening shows the form
 * without it.
 */
export async function expectPasswordShownOnce(
  user: UserEvent,
  dialog: HTMLElement,
  { password, openLabel, formDialogName }: TPasswordShownOnce,
) {
  const copyFailed = vi.spyOn(toast, 'error');
  expect(within(dialog).getAllByDisplayValue(password)).toHaveLength(1);
  expect(within(dialog).getByText('This password is shown only once')).toBeTruthy();

  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(() => Promise.reject(new Error('denied'))) },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Copy the password' }));
  expect(copyFailed).toHaveBeenCalledWith('Copy failed', expect.anything());

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByDisplayValue(password)).toBeNull();
  await user.click(screen.getByRole('button', { name: openLabel }));
  expect(await screen.findByRole('dialog', { name: formDialogName })).toBeTruthy();
  expect(screen.queryByDisplayValue(password)).toBeNull();
}
