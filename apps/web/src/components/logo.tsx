import { cn } from '../lib/class-names.ts';

export type TLogoProps = {
  className?: string;
  showWordmark?: boolean;
  /** Classes of the wordmark, e.g. `hidden sm:inline` to show only the mark on phones. */
  wordmarkClassName?: string;
};

/** The Rentwell mark (a house in an indigo tile) and wordmark. The wordmark is the product name, not translated. */
export function Logo({ className, showWordmark = true, wordmarkClassName }: TLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M8 15.2 16 8.5l8 6.7V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1v-8.8Z" fill="#fff" />
      </svg>
      {showWordmark ? <span className={cn('text-[1.0625rem]', wordmarkClassName)}>Rentwell</span> : null}
    </span>
  );
}
