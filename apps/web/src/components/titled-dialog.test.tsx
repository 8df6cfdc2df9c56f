import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledDialog } from './titled-dialog.tsx';

describe('titled dialog', () => {
  it('is named by its title and described by its description, then shows its body', () => {
    render(
      <TitledDialog open onOpenChange={() => undefined} title="Change role" description="Ada is a manager.">
        <p>Body</p>
      </TitledDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Ada is a manager.').id);
    expect(screen.getByText('Body')).toBeTruthy();
  });

  it('is an alert dialog when it asks to confirm', () => {
    render(
      <TitledDialog
        open
        onOpenChange={() => undefined}
        title="Cancel request?"
        description="It stops."
        role="alertdialog"
      >
        <p>Body</p>
      </TitledDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Cancel request?' })).toBeTruthy();
  });

  it('shows nothing while closed', () => {
    render(
      <TitledDialog open={false} onOpenChange={() => undefined} title="Change role" description="Ada">
        <p>Body</p>
      </TitledDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
