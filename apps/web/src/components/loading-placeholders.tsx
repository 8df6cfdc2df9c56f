import { useTranslation } from 'react-i18next';
import { Skeleton } from './ui/skeleton.tsx';

export type TLoadingPlaceholdersProps = {
  count: number;
  /** The grid the placeholders stand in, shaped like the loaded list's. */
  className: string;
  /** One placeholder's size and corners, like one loaded item's. */
  itemClassName: string;
};

/** Grey blocks shaped like the list that is loading, announced as loading. */
export function LoadingPlaceholders({ count, className, itemClassName }: TLoadingPlaceholdersProps) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, position) => `placeholder-${position}`).map((key) => (
        <Skeleton key={key} className={itemClassName} />
      ))}
    </div>
  );
}
