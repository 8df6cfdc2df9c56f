import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { BELOW_THE_FOLD } from '../landing-dom.ts';
import { SCREENSHOTS } from '../screenshots.ts';
import { BrowserFrame, PhoneFrame, ProductScreenshot } from './product-screenshot.tsx';

type TTourKey = 'properties' | 'tenants';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** Real screens of the demo portfolio, each beside what it does; the images load as they come near. */
export function TourSection() {
  const { t } = useTranslation();
  return (
    <section
      id="tour"
      aria-labelledby="tour-title"
      className={cn(BELOW_THE_FOLD, 'scroll-mt-16 overflow-x-clip py-20 sm:py-28')}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-brand">{t('landing.tour.eyebrow')}</p>
          <h2 id="tour-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('landing.tour.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.tour.subtitle')}</p>
        </div>
        <div className="mt-16 grid gap-20 sm:gap-24">
          <TourRow tourKey="properties">
            <BrowserFrame>
              <ProductScreenshot
                shot={SCREENSHOTS.properties}
                alt={t('landing.tour.properties.alt')}
                sizes="(min-width: 64rem) 40rem, 100vw"
              />
            </BrowserFrame>
          </TourRow>
          <TourRow tourKey="tenants" isReversed>
            <div className="relative mx-auto w-full max-w-[17.5rem]">
              <div
                aria-hidden="true"
                className="absolute -inset-16 bg-[radial-gradient(closest-side,oklch(0.511_0.262_276.966/0.2),transparent)]"
              />
              <PhoneFrame className="relative">
                <ProductScreenshot
                  shot={SCREENSHOTS.tenantPortal}
                  alt={t('landing.tour.tenants.alt')}
                  sizes="17.5rem"
                />
              </PhoneFrame>
            </div>
          </TourRow>
        </div>
      </div>
    </section>
  );
}

function TourRow({
  tourKey,
  isReversed = false,
  children,
}: {
  tourKey: TTourKey;
  isReversed?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article
      className={cn('grid items-center gap-10 lg:gap-16', isReversed ? 'lg:grid-cols-2' : 'lg:grid-cols-[1fr_1.45fr]')}
    >
      <div className={cn('max-w-xl', isReversed && 'lg:order-2')}>
        <p className="text-sm font-semibold text-brand">{t(`landing.tour.${tourKey}.eyebrow`)}</p>
        <h3 className="mt-2 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          {t(`landing.tour.${tourKey}.title`)}
        </h3>
        <p className="mt-3 text-muted-foreground">{t(`landing.tour.${tourKey}.description`)}</p>
        <ul className="mt-6 grid gap-3">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 text-sm">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Check className="size-3.5" aria-hidden="true" />
              </span>
              <span>{t(`landing.tour.${tourKey}.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={cn(isReversed && 'lg:order-1')}>{children}</div>
    </article>
  );
}
