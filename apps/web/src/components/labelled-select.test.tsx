import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enableRadixSelectInJsdom } from '../test/radix-jsdom.ts';
import { LabelledSelect } from './labelled-select.tsx';

describe('labelled select', { timeout: 20_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);

  it('is named by its label, shows the chosen option and reports the one picked', async () => {
    const onChange = vi.fn();
    render(
      <LabelledSelect
        label="Priority"
        value="all"
        options={[
          { value: 'all', label: 'All priorities' },
          { value: 'urgent', label: 'Urgent' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Priority' });
    expect(select.textContent).toBe('All priorities');
    const user = userEvent.setup();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    expect(onChange).toHaveBeenCalledWith('urgent');
  });
});
