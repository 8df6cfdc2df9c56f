import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilter } from './search-filter.tsx';

describe('search filter', { timeout: 20_000 }, () => {
  it('asks once typing pauses, with the trimmed text, and clearing it asks for no search', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchFilter label="Search" placeholder="Name or email" value={undefined} onChange={onChange} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  maria ');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('maria'));
    expect(onChange).toHaveBeenCalledTimes(1);

    rerender(<SearchFilter label="Search" placeholder="Name or email" value="maria" onChange={onChange} />);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(undefined));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
