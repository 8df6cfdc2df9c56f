import { Spinner } from './ui/spinner.tsx';

export type TLoadingScreenProps = { label: string; fullScreen?: boolean };

/** A centred spinner with a visible, announced label ('Loading...', 'Loading application...'). */
export function LoadingScreen({ label, fullScreen = true }: TLoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center gap-3 text-sm text-muted-foreground'
          : 'flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-muted-foreground'
      }
    >
      <Spinner className="size-6 text-brand" />
      <span>{label}</span>
    </div>
  );
}
