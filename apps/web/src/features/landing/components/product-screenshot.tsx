import type { ReactNode } from 'react';
import { cn } from '../../../lib/class-names.ts';
import { screenshotSrcSet, screenshotUrl, type TScreenshot } from '../screenshots.ts';

export type TProductScreenshotProps = {
  shot: TScreenshot;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the lighter file on small screens. */
  sizes: string;
  /** The hero's image loads at once with high priority; every other screenshot loads as it comes near. */
  isEager?: boolean;
  className?: string;
};

/**
 * A real screenshot in the light and the dark theme: the page's theme shows one and hides the other. A hidden lazy
 * image is never downloaded, so a visitor gets one theme's file (the hero's light image is always fetched early, as
 * it is the largest thing on the first screen for most visitors).
 */
export function ProductScreenshot({ shot, alt, sizes, isEager = false, className }: TProductScreenshotProps) {
  const common = { width: shot.width, height: shot.height, sizes, decoding: 'async' as const };
  return (
    <>
      <img
        {...common}
        alt={alt}
        src={screenshotUrl(shot, 'light', shot.widths[1])}
        srcSet={screenshotSrcSet(shot, 'light')}
        loading={isEager ? 'eager' : 'lazy'}
        fetchPriority={isEager ? 'high' : 'auto'}
        className={cn('block h-auto w-full dark:hidden', className)}
      />
      <img
        {...common}
        alt={alt}
        src={screenshotUrl(shot, 'dark', shot.widths[1])}
        srcSet={screenshotSrcSet(shot, 'dark')}
        loading="lazy"
        className={cn('hidden h-auto w-full dark:block', className)}
      />
    </>
  );
}

/** A desktop screenshot in a browser window frame. */
export function BrowserFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-card shadow-2xl shadow-zinc-950/10 ring-1 ring-zinc-950/5 dark:shadow-black/40 dark:ring-white/5',
        className,
      )}
    >
      <div className="flex h-8 items-center gap-1.5 border-b bg-muted/60 px-3" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />
        <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />
        <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />
      </div>
      {children}
    </div>
  );
}

/** A phone screenshot in a device frame. */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'overflow-hidden rounded-[2.25rem] border-[0.5rem] border-zinc-900 bg-zinc-900 shadow-2xl shadow-zinc-950/20 dark:border-zinc-800 dark:shadow-black/50',
        className,
      )}
    >
      <div className="overflow-hidden rounded-[1.75rem]">{children}</div>
    </div>
  );
}
