import { Ellipsis, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/class-names.ts';
import { LoadOnIntent } from './load-on-intent.tsx';
import { Button } from './ui/button.tsx';

export type TCardActionsMenuProps = {
  /** Names the card the menu acts on, e.g. 'Actions for Harbor View'. */
  label: string;
  main: { label: string; icon: LucideIcon; onSelect: () => void };
  deleteLabel: string;
  onDelete: () => void;
  /** Lifts the trigger above a card-wide link. */
  className?: string;
};

const loadPopup = async () => (await import('./card-actions-menu-popup.tsx')).CardActionsMenuPopup;

/** The '…' menu at a card's top end: its main action, then delete; the menu's code loads when the user reaches for it. */
export function CardActionsMenu({ label, main, deleteLabel, onDelete, className }: TCardActionsMenuProps) {
  return (
    <LoadOnIntent
      popup="menu"
      load={loadPopup}
      controlProps={{ main, deleteLabel, onDelete }}
      trigger={
        <Button variant="ghost" size="icon-sm" className={cn('-me-1.5 -mt-1', className)} aria-label={label}>
          <Ellipsis aria-hidden="true" />
        </Button>
      }
    />
  );
}
