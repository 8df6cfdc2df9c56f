import { SearchX } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';

export type TNoMatchesStateProps = {
  title: string;
  description: string;
  clearLabel: string;
  onClear: () => void;
};

/** A filtered list that matched nothing, with the way back to the whole list. */
export function NoMatchesState({ title, description, clearLabel, onClear }: TNoMatchesStateProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
