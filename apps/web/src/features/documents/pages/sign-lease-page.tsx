import { ZLanguage } from '@rentwell/contracts/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { signingStateQueryOptions } from '../api/signing-queries.ts';
import { SigningForm } from '../components/signing-form.tsx';
import { SigningLinkProblem } from '../components/signing-link-problem.tsx';

function SignedThanks() {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center"
      role="status"
    >
      <title>{`${t('signing.done.title')} · Rentwell`}</title>
      <CircleCheck className="size-10 text-success" aria-hidden="true" />
      <h1 className="text-xl font-semibold tracking-tight">{t('signing.done.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('signing.done.description')}</p>
    </section>
  );
}

function SigningByToken({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = ZLanguage.catch('en').parse(i18n.resolvedLanguage);
  const signing = useQuery(signingStateQueryOptions(token, language));
  const [hasSigned, setSigned] = useState(false);
  if (hasSigned) return <SignedThanks />;
  if (signing.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label={t('common.loading')}>
        <title>{`${t('signing.pageTitle')} · Rentwell`}</title>
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  if (signing.isError) {
    return (
      <>
        <title>{`${t('signing.loadFailed')} · Rentwell`}</title>
        <LoadFailedState title={t('signing.loadFailed')} error={signing.error} onRetry={() => void signing.refetch()} />
      </>
    );
  }
  if (signing.data.state !== 'valid') return <SigningLinkProblem problem={signing.data} token={token} />;
  return (
    <SigningForm
      token={token}
      signing={signing.data}
      onSigned={() => {
        setSigned(true);
        queryClient.removeQueries({ queryKey: ['signing', token] });
      }}
    />
  );
}

/** `/sign-lease?token=…` (public): a signer reads the document, agrees to sign electronically and signs. */
export function SignLeasePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (token === '') return <SigningLinkProblem problem={{ state: 'invalid' }} token="" />;
  return <SigningByToken key={token} token={token} />;
}
