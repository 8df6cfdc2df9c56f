import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormDialogFooter } from './form-dialog-footer.tsx';
import { Dialog, DialogContent, DialogTitle } from './ui/dialog.tsx';

function renderFooter(props: { errorMessage: string | null; isSubmitting: boolean; isSubmitDisabled?: boolean }) {
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Renew</DialogTitle>
        <form>
          <FormDialogFooter {...props} submitLabel="Renew lease" submittingLabel="Renewing..." />
        </form>
      </DialogContent>
    </Dialog>,
  );
}

describe('form dialog footer', () => {
  it('offers Cancel and Submit, and says why the last submit failed', () => {
    renderFooter({ errorMessage: 'The lease has ended.', isSubmitting: false });
    expect(screen.getByRole('alert').textContent).toBe('The lease has ended.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew lease' }).getAttribute('type')).toBe('submit');
  });

  it('while submitting, shows no old error, names the work and disables Cancel', () => {
    renderFooter({ errorMessage: null, isSubmitting: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /Renewing/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('disables Submit while there is nothing to submit, and keeps Cancel', () => {
    renderFooter({ errorMessage: null, isSubmitting: false, isSubmitDisabled: true });
    expect(screen.getByRole('button', { name: 'Renew lease' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
  });
});
