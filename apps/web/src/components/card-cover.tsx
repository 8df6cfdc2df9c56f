import type { TImage } from '@rentwell/contracts/properties';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type TCardCoverProps = {
  image: Pick<TImage, 'thumbnailUrl' | 'width' | 'height'> | undefined | null;
  /** Drawn in the middle when there is no image. */
  placeholderIcon: LucideIcon;
  /** A badge laid over the top start corner. */
  children?: ReactNode;
};

/** The 16:9 top of a property or portfolio card: its first image, or an icon on a muted ground. */
export function CardCover({ image, placeholderIcon: PlaceholderIcon, children }: TCardCoverProps) {
  return (
    <div className="relative aspect-[16/9] bg-muted">
      {image ? (
        <img
          src={image.thumbnailUrl}
          alt=""
          loading="lazy"
          width={image.width}
          height={image.height}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <PlaceholderIcon className="size-8" aria-hidden="true" />
        </div>
      )}
      {children}
    </div>
  );
}
