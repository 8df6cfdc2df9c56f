import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { useFormatters } from '../lib/formatters.ts';

type TLightboxImage = { id: string; src: string; width: number; height: number; alt?: string };

export type TImageLightboxProps = {
  images: readonly TLightboxImage[];
  /** The image shown, or `null` when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Names the gallery (the dialog's accessible name), e.g. the portfolio's title. */
  title: string;
};

const navButtonClassName = cn(
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full',
  'bg-zinc-950/60 text-white transition-colors hover:bg-zinc-950/80',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
);

/**
 * A full-screen image viewer on Radix Dialog: focus moves in and returns to the thumbnail, Esc closes, ← and →
 * (and the buttons) move between images, wrapping at the ends; a counter tells where one is.
 */
export function ImageLightbox({ images, index, onIndexChange, title }: TImageLightboxProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const count = images.length;
  const isOpen = index !== null && count > 0;
  const currentIndex = index === null ? 0 : Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const image = images[currentIndex];
  // Opened without a Radix trigger, so focus is handed back by hand to what opened it (the thumbnail).
  const returnFocusRef = useRef<HTMLElement | null>(null);

  function go(step: number) {
    if (count === 0) return;
    onIndexChange((currentIndex + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }

  const counter = t('lightbox.counter', {
    current: formatters.number(currentIndex + 1),
    total: formatters.number(count),
  });

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => (open ? null : onIndexChange(null))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/90 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef.current?.isConnected) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <DialogPrimitive.Title className="truncate text-sm font-medium">{title}</DialogPrimitive.Title>
              <p className="text-xs text-white/75 tabular-nums" aria-live="polite">
                {counter}
              </p>
            </div>
            <DialogPrimitive.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-zinc-950/60 transition-colors hover:bg-zinc-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              aria-label={t('lightbox.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
            {image ? (
              <img
                key={image.id}
                src={image.src}
                alt={image.alt ?? counter}
                width={image.width}
                height={image.height}
                className="max-h-full max-w-full rounded-md object-contain shadow-2xl"
              />
            ) : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={cn(navButtonClassName, 'left-2 sm:left-4')}
                  onClick={() => go(-1)}
                  aria-label={t('lightbox.previous')}
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(navButtonClassName, 'right-2 sm:right-4')}
                  onClick={() => go(1)}
                  aria-label={t('lightbox.next')}
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
