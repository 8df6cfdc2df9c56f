import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { SheetLoadFailed, SheetLoading } from './sheet-load-state.tsx';
import { Sheet, SheetContent } from './ui/sheet.tsx';

describe('sheet load states', () => {
  it('while loading, names the sheet and announces the placeholders', () => {
    render(
      <Sheet open>
        <SheetContent>
          <SheetLoading title="Lease" />
        </SheetContent>
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Lease' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeTruthy();
  });

  it('on failure, says what could not be loaded, why, and retries', async () => {
    const onRetry = vi.fn();
    render(
      <Sheet open>
        <SheetContent>
          <SheetLoadFailed
            title="Lease"
            failedTitle="The lease could not be loaded"
            error={new ApiError({ code: 'network_error', status: 0, message: '' })}
            onRetry={onRetry}
          />
        </SheetContent>
      </Sheet>,
    );
    expect(screen.getByRole('heading', { name: 'The lease could not be loaded' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
