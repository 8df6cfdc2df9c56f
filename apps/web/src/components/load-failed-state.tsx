import { ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../lib/error-messages.ts';
import { Button } from './ui/button.tsx';
import { EmptyState, type TEmptyStateProps } from './ui/empty-state.tsx';

export type TLoadFailedStateProps = {
  /** What could not be loaded: "We couldn't load your tenancy." */
  title: string;
  /** The query's error; its translated reason is the description. */
  error: unknown;
  onRetry: () => void;
  headingLevel?: TEmptyStateProps['headingLevel'];
};

/** In place of data that failed to load: what failed, the translated reason, and Retry. */
export function LoadFailedState({ title, error, onRetry, headingLevel }: TLoadFailedStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ServerCrash}
      headingLevel={headingLevel}
      title={title}
      description={getErrorMessage(t, error)}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
