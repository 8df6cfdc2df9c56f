import { Trash2 } from 'lucide-react';
import type { TCardActionsMenuProps } from './card-actions-menu.tsx';
import type { TIntentLoadedProps } from './load-on-intent.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './ui/dropdown-menu.tsx';

export type TCardActionsMenuPopupProps = TIntentLoadedProps &
  Pick<TCardActionsMenuProps, 'main' | 'deleteLabel' | 'onDelete'>;

/** The card's menu itself, loaded when the user reaches for its button (see `CardActionsMenu`). */
export function CardActionsMenuPopup({
  trigger,
  defaultOpen,
  main,
  deleteLabel,
  onDelete,
}: TCardActionsMenuPopupProps) {
  const MainIcon = main.icon;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
