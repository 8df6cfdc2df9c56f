import type { TPublicProperty } from '@rentwell/contracts/portfolios';
import { minorToMajor } from '@rentwell/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Building2, Images, Link2Off, MapPin, ServerCrash } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardCover } from '../../../components/card-cover.tsx';
import { ImageLightbox } from '../../../components/image-lightbox.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { sharedPortfolioQueryOptions } from '../api/portfolio-queries.ts';

function range(min: number, max: number, format: (value: number) => string): string {
  return min === max ? format(min) : `${format(min)} – ${format(max)}`;
}

function PublicPropertyCard({ property }: { property: TPublicProperty }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const formatters = useFormatters();
  const cover = property.images[0];
  const rent = property.marketRent;
  const money = rent
    ? new Intl.NumberFormat(language, { style: 'currency', currency: rent.currency, maximumFractionDigits: 0 })
    : null;
  const figures: [string, string][] = [
    [t('publicPortfolio.units'), formatters.number(property.totalUnits)],
    [t('publicPortfolio.vacantUnits'), formatters.number(property.vacantUnits)],
  ];
  if (property.bedrooms) {
    figures.push([
      t('publicPortfolio.bedrooms'),
      range(property.bedrooms.min, property.bedrooms.max, (value) => formatters.number(value)),
    ]);
  }
  if (rent && money) {
    figures.push([
      t('publicPortfolio.rent'),
      range(rent.minMinor, rent.maxMinor, (value) => money.format(minorToMajor(value, rent.currency))),
    ]);
  }
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs dark:shadow-none">
      <CardCover image={cover} placeholderIcon={Building2}>
        <Badge variant="outline" className="absolute top-3 left-3 bg-background/90 backdrop-blur">
          {t(`properties.types.${property.type}`)}
        </Badge>
      </CardCover>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-semibold">{property.name}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{[property.city, property.state].filter(Boolean).join(', ')}</span>
          </p>
        </div>
        <dl className="mt-auto grid grid-cols-2 gap-2">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

/** `/portfolio/:token`: a shared portfolio for anyone with the link: its images and properties, nothing private. */
export function PortfolioPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const portfolio = useQuery(sharedPortfolioQueryOptions(token));
  const [viewing, setViewing] = useState<number | null>(null);
  const formatters = useFormatters();

  if (portfolio.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-4">
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="aspect-[4/3] rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  if (portfolio.isError) {
    const isNotFound = isApiError(portfolio.error) && portfolio.error.status === 404;
    return (
      <>
        <title>{`${t('pages.portfolio.title')} · Rentwell`}</title>
        <h1 className="sr-only">{t('pages.portfolio.title')}</h1>
        {isNotFound ? (
          <EmptyState
            icon={Link2Off}
            title={t('pages.portfolio.emptyTitle')}
            description={t('pages.portfolio.emptyDescription')}
            action={
              <Button variant="outline" asChild>
                <Link to="/">{t('common.backToHome')}</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ServerCrash}
            title={t('publicPortfolio.loadFailed')}
            description={getErrorMessage(t, portfolio.error)}
            action={
              <Button variant="outline" onClick={() => void portfolio.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
      </>
    );
  }

  const data = portfolio.data;
  return (
    <article className="grid gap-10">
      <title>{`${data.title} · Rentwell`}</title>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-brand">
          {t('publicPortfolio.sharedBy', { organization: data.organizationName })}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{data.title}</h1>
        {data.description ? (
          <p className="max-w-3xl whitespace-pre-line text-muted-foreground">{data.description}</p>
        ) : null}
      </header>

      {data.images.length > 0 ? (
        <section aria-labelledby="gallery-heading" className="grid gap-3">
          <h2 id="gallery-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Images className="size-5 text-muted-foreground" aria-hidden="true" />
            {t('publicPortfolio.gallery')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {data.images.map((image, index) => (
              <li key={image.id} className={index === 0 ? 'col-span-2 row-span-2' : undefined}>
                <button
                  type="button"
                  onClick={() => setViewing(index)}
                  className="group block size-full overflow-hidden rounded-xl border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={t('publicPortfolio.openImage', {
                    position: formatters.number(index + 1),
                    total: formatters.number(data.images.length),
                  })}
                >
                  <img
                    src={index === 0 ? image.displayUrl : image.thumbnailUrl}
                    alt=""
                    loading={index < 3 ? 'eager' : 'lazy'}
                    width={image.width}
                    height={image.height}
                    className="aspect-[4/3] size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                  />
                </button>
              </li>
            ))}
          </ul>
          <ImageLightbox
            images={data.images.map((image, index) => ({
              id: image.id,
              src: image.displayUrl,
              width: image.width,
              height: image.height,
              alt: t('publicPortfolio.imageAlt', { position: formatters.number(index + 1), title: data.title }),
            }))}
            index={viewing}
            onIndexChange={setViewing}
            title={data.title}
          />
        </section>
      ) : null}

      <section aria-labelledby="properties-heading" className="grid gap-3">
        <h2 id="properties-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Building2 className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('publicPortfolio.properties')}
        </h2>
        {data.properties.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.properties.map((property) => (
              <li key={property.id}>
                <PublicPropertyCard property={property} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('publicPortfolio.noProperties')}</p>
        )}
      </section>
    </article>
  );
}
