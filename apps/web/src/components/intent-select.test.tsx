import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enableRadixSelectInJsdom } from '../test/radix-jsdom.ts';
import { IntentSelect } from './intent-select.tsx';

const OPTIONS = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'occupancy', label: 'Occupancy' },
];

describe('intent select', { timeout: 20_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);

  it('shows the chosen option before its code loads, opens on the first press and reports the one picked', async () => {
    const onValueChange = vi.fn();
    render(<IntentSelect value="name" onValueChange={onValueChange} options={OPTIONS} aria-label="Sort by" />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.textContent).toBe('Name (A–Z)');
    expect(screen.queryByRole('listbox')).toBeNull();
    const user = userEvent.setup();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Occupancy' }));
    expect(onValueChange).toHaveBeenCalledWith('occupancy');
  });

  it('opens from the keyboard', async () => {
    render(<IntentSelect value="name" onValueChange={vi.fn()} options={OPTIONS} aria-label="Sort by" />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Occupancy' })).toBeTruthy();
  });
});
