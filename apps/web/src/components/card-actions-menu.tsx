import { Ellipsis, type LucideIcon, Trash2 } from 'lucide-react';
import { cn } from '../lib/class-names.ts';
import { Button } from './ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './ui/dropdown-menu.tsx';

export type TCardActionsMenuProps = {
  /** Names the card the menu acts on, e.g. 'Actions for Harbor View'. */
  label: string;
  main: { label: string; icon: LucideIcon; onSelect: () => void };
  deleteLabel: string;
  onDelete: () => void;
  /** Lifts the trigger above a card-wide link. */
  className?: string;
};

/** The '…' menu at a card's top end: its main action, then delete. */
export function CardActionsMenu({ label, main, deleteLabel, onDelete, className }: TCardActionsMenuProps) {
  const MainIcon = main.icon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className={cn('-me-1.5 -mt-1', className)} aria-label={label}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={main.onSelect}>
          <MainIcon aria-hidden="true" />
          {main.label}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          {deleteLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
