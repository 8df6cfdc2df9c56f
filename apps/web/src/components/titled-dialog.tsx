import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';

export type TTitledDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Width of the dialog box, e.g. 'max-w-xl'. */
  className?: string;
  /** 'alertdialog' when the dialog asks to confirm something that cannot be undone. */
  role?: 'alertdialog';
  /** On closing, whether focus goes back to what opened the dialog (default) or stays where the page put it. */
  restoresFocus?: () => boolean;
  children: ReactNode;
};

/** A dialog that opens with a title and a description (its accessible name and description), then its body. */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  role,
  restoresFocus,
  children,
}: TTitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className}
        role={role ?? 'dialog'}
        onCloseAutoFocus={(event) => {
          if (restoresFocus && !restoresFocus()) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
