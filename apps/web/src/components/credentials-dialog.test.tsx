import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CredentialsDialog } from './credentials-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <CredentialsDialog<string>
        open={open}
        onOpenChange={setOpen}
        title="Add user"
        description="They get a password."
        renderForm={(onCreated) => (
          <button type="button" onClick={() => onCreated('s3cret-pass')}>
            Create
          </button>
        )}
        renderCreated={(password, onDone) => (
          <>
            <p>{password}</p>
            <button type="button" onClick={onDone}>
              Done
            </button>
          </>
        )}
      />
    </>
  );
}

describe('credentials dialog', () => {
  it('shows the form, then what was created, and forgets it once closed', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('s3cret-pass')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.queryByText('s3cret-pass')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
