import type { TListing } from '@rentwell/contracts/short-term-rentals';
import { useQuery } from '@tanstack/react-query';
import { BedDouble, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-fact.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDeleteListing } from '../api/str-mutations.ts';
import { listingsQueryOptions } from '../api/str-queries.ts';
import { IcalSection } from './ical-section.tsx';
import { ListingCalendar } from './listing-calendar.tsx';
import { ListingDialog } from './listing-dialog.tsx';

function ListingCard({ listing, onEdit, onDelete }: { listing: TListing; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = `listing-${listing.id}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardContent className="grid gap-5 pt-4 sm:pt-5">
        <div className="flex flex-wrap items-start gap-3">
          {/* At least 12rem, so on a phone the badge and buttons wrap below the title instead of squeezing it. */}
          <div className="min-w-48 flex-1">
            <h3 id={headingId} className="text-base font-semibold">
              {listing.title}
            </h3>
            {listing.description ? (
              <p className="mt-0.5 text-sm whitespace-pre-line text-muted-foreground">{listing.description}</p>
            ) : null}
          </div>
          <Badge variant={listing.active ? 'success' : 'neutral'}>
            {listing.active ? t('shortTermRentals.listing.active') : t('shortTermRentals.listing.inactive')}
          </Badge>
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t('shortTermRentals.listing.editNamed', { title: listing.title })}
          >
            <Pencil aria-hidden="true" />
            {t('shortTermRentals.listing.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('shortTermRentals.listing.deleteNamed', { title: listing.title })}
          >
            <Trash2 aria-hidden="true" />
            {t('shortTermRentals.listing.delete')}
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <CardFact label={t('shortTermRentals.listing.nightlyRate')}>
            {format.money(listing.nightlyRateMinor, listing.currency)}
          </CardFact>
          <CardFact label={t('shortTermRentals.listing.cleaningFee')}>
            {format.money(listing.cleaningFeeMinor, listing.currency)}
          </CardFact>
          <CardFact label={t('shortTermRentals.listing.maxGuests')}>{format.number(listing.maxGuests)}</CardFact>
        </dl>
        <ListingCalendar listing={listing} />
        <IcalSection listing={listing} />
      </CardContent>
    </Card>
  );
}

/** The property page's 'Short-term rentals' tab: its listings, each with its calendar, figures and iCal feeds. */
export function ShortTermRentalsTab({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const { organization } = useAuth();
  const listings = useQuery(listingsQueryOptions(propertyId));
  const [dialog, setDialog] = useState<{ listing?: TListing } | null>(null);
  const [deleting, setDeleting] = useState<TListing | null>(null);
  const deleteListing = useDeleteListing();
  return (
    <section aria-labelledby="listings-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" className="text-base font-semibold">
          {t('shortTermRentals.listingsTitle')}
        </h2>
        <Button size="sm" onClick={() => setDialog({})}>
          <Plus aria-hidden="true" />
          {t('shortTermRentals.addListing')}
        </Button>
      </div>
      <QueryContent
        query={listings}
        loading={<Skeleton className="h-64 rounded-xl" />}
        failedTitle={t('shortTermRentals.loadFailed')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={BedDouble}
              title={t('shortTermRentals.emptyTitle')}
              description={t('shortTermRentals.emptyDescription')}
              headingLevel="h3"
            />
          ) : (
            <div className="grid gap-4">
              {data.items.map((listing) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  onEdit={() => setDialog({ listing })}
                  onDelete={() => setDeleting(listing)}
                />
              ))}
            </div>
          )
        }
      </QueryContent>
      {dialog ? (
        <ListingDialog
          propertyId={propertyId}
          currency={organization?.currency ?? 'USD'}
          listing={dialog.listing}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            deleteListing.reset();
          }
        }}
        title={t('shortTermRentals.deleteListingDialog.title', { title: deleting?.title ?? '' })}
        description={t('shortTermRentals.deleteListingDialog.description')}
        confirmLabel={t('shortTermRentals.listing.delete')}
        onConfirm={() => {
          if (!deleting) return;
          const { id, title } = deleting;
          deleteListing.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('shortTermRentals.listingDeleted', { title }));
            },
          });
        }}
        isPending={deleteListing.isPending}
        errorMessage={deleteListing.isError ? getErrorMessage(t, deleteListing.error) : null}
      />
    </section>
  );
}
