import type { TBootstrapAdminResponse } from '@rentwell/contracts/bootstrap';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, KeyRound, LockKeyhole, ServerCrash } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { bootstrapStatusQueryOptions } from '../api/bootstrap-api.ts';
import { BootstrapAdminForm } from '../components/bootstrap-admin-form.tsx';

function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Rentwell`}</title>;
}

/** `/bootstrap-admin` (public): creates the first site administrator with the bootstrap secret, once. */
export function BootstrapAdminPage() {
  const { t } = useTranslation();
  const status = useQuery(bootstrapStatusQueryOptions());
  const [created, setCreated] = useState<TBootstrapAdminResponse | null>(null);

  if (created) {
    return (
      <div className="mx-auto w-full max-w-lg">
        <PageTitle title={t('bootstrap.createdTitle')} />
        <Card>
          <CardHeader>
            <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-success-soft text-success">
              <CircleCheck className="size-5" aria-hidden="true" />
            </div>
            <h1 className="text-xl font-semibold tracking-tight">{t('bootstrap.createdTitle')}</h1>
            <CardDescription>
              {t('bootstrap.createdDescription', { name: created.name, email: created.email })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t('bootstrap.nextSteps')}</p>
            <Button asChild size="lg" className="w-full">
              <Link to="/auth">{t('bootstrap.goToSignIn')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  if (status.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('common.loading')}>
        <PageTitle title={t('pages.bootstrapAdmin.title')} />
        <Spinner className="size-6 text-muted-foreground" />
      </div>
    );
  }

  if (status.isError) {
    return (
      <>
        <PageTitle title={t('pages.bootstrapAdmin.title')} />
        <h1 className="sr-only">{t('pages.bootstrapAdmin.title')}</h1>
        <EmptyState
          icon={ServerCrash}
          title={t('bootstrap.loadFailed')}
          description={getErrorMessage(t, status.error)}
          action={
            <Button variant="outline" onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          }
          className="mx-auto max-w-lg"
        />
      </>
    );
  }

  if (!status.data.open) {
    return (
      <div className="mx-auto w-full max-w-lg">
        <PageTitle title={t('bootstrap.closedTitle')} />
        <Card>
          <CardHeader>
            <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-neutral-soft text-neutral">
              <LockKeyhole className="size-5" aria-hidden="true" />
            </div>
            <h1 className="text-xl font-semibold tracking-tight">{t('bootstrap.closedTitle')}</h1>
            <CardDescription>{t('bootstrap.closedDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row">
            <Button asChild className="sm:flex-1">
              <Link to="/auth">{t('bootstrap.goToSignIn')}</Link>
            </Button>
            <Button asChild variant="outline" className="sm:flex-1">
              <Link to="/">{t('common.backToHome')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg">
      <PageTitle title={t('pages.bootstrapAdmin.title')} />
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
            <KeyRound className="size-5" aria-hidden="true" />
          </div>
          <h1 className="text-xl font-semibold tracking-tight">{t('pages.bootstrapAdmin.title')}</h1>
          <CardDescription>{t('pages.bootstrapAdmin.emptyDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <BootstrapAdminForm onCreated={setCreated} />
        </CardContent>
      </Card>
    </div>
  );
}
