import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';

export type TCredentialsDialogProps<TCreated> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Width of the dialog box, e.g. 'max-w-xl'. */
  className?: string;
  /** The form that creates the account; it hands what the server answered to `onCreated`. */
  renderForm: (onCreated: (created: TCreated) => void) => ReactNode;
  /** The credentials view; `onDone` closes the dialog. */
  renderCreated: (created: TCreated, onDone: () => void) => ReactNode;
};

/**
 * A dialog that creates an account, then shows its credentials. What was created lives only in this component's
 * state, so closing the dialog forgets it: a generated password is shown once.
 */
export function CredentialsDialog<TCreated>({
  open,
  onOpenChange,
  title,
  description,
  className,
  renderForm,
  renderCreated,
}: TCredentialsDialogProps<TCreated>) {
  const [created, setCreated] = useState<TCreated | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className={className}
        // A stray click beside the dialog must not throw away a password that is shown only once.
        onPointerDownOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          renderCreated(created, () => changeOpen(false))
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            {open ? renderForm(setCreated) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
