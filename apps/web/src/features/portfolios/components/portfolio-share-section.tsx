import type { TPortfolio } from '@rentwell/contracts/portfolios';
import { Copy, Link2, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevokePortfolioShare, useSharePortfolio } from '../api/portfolio-mutations.ts';

export function SharedBadge({ isShared }: { isShared: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant={isShared ? 'success' : 'neutral'}>
      {isShared ? <Link2 className="size-3" aria-hidden="true" /> : <Link2Off className="size-3" aria-hidden="true" />}
      {isShared ? t('portfolios.share.shared') : t('portfolios.share.notShared')}
    </Badge>
  );
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}

/**
 * The public link: generate it (its full URL shows once, with Copy: only a hash is stored), regenerate it (the old
 * link stops working) or revoke it.
 */
export function PortfolioShareSection({ portfolio }: { portfolio: TPortfolio | undefined }) {
  const { t, i18n } = useTranslation();
  const linkId = useId();
  const share = useSharePortfolio(portfolio?.id ?? '');
  const revoke = useRevokePortfolioShare(portfolio?.id ?? '');
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const dates = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  if (!portfolio) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <SharedBadge isShared={false} />
        <p className="text-sm text-muted-foreground">{t('portfolios.share.saveFirst')}</p>
      </div>
    );
  }

  function generate(onDone?: () => void) {
    share.mutate(undefined, {
      onSuccess: (created) => {
        setLink(`${window.location.origin}${created.path}`);
        toast.success(t('portfolios.toasts.linkCreated'));
        onDone?.();
      },
      onError: (error) => toast.error(t('portfolios.toasts.linkFailed'), { description: getErrorMessage(t, error) }),
    });
  }

  function copy(url: string) {
    copyText(url).then(
      () => toast.success(t('portfolios.share.copied')),
      () => toast.error(t('portfolios.share.copyFailed'), { description: t('portfolios.share.copyFailedHint') }),
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <SharedBadge isShared={portfolio.isShared} />
        {portfolio.isShared && portfolio.sharedAt ? (
          <span className="text-xs text-muted-foreground">
            {t('portfolios.share.sharedSince', { date: dates.format(new Date(portfolio.sharedAt)) })}
          </span>
        ) : null}
      </div>

      {link ? (
        <div className="grid gap-2">
          <label htmlFor={linkId} className="text-sm font-medium">
            {t('portfolios.share.linkLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={linkId}
              value={link}
              readOnly
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => copy(link)} className="shrink-0">
              <Copy aria-hidden="true" />
              {t('portfolios.share.copy')}
            </Button>
          </div>
          <Alert variant="info">{t('portfolios.share.shownOnce')}</Alert>
        </div>
      ) : portfolio.isShared ? (
        <p className="text-sm text-muted-foreground">{t('portfolios.share.cannotShowAgain')}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('portfolios.share.notSharedHint')}</p>
      )}

      <div className="flex flex-wrap gap-2">
        {portfolio.isShared ? (
          <>
            <Button variant="outline" onClick={() => setConfirming('regenerate')}>
              <RefreshCw aria-hidden="true" />
              {t('portfolios.share.regenerate')}
            </Button>
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive dark:text-danger"
              onClick={() => setConfirming('revoke')}
            >
              <Link2Off aria-hidden="true" />
              {t('portfolios.share.revoke')}
            </Button>
          </>
        ) : (
          <Button onClick={() => generate()} isLoading={share.isPending}>
            <Link2 aria-hidden="true" />
            {t('portfolios.share.generate')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={confirming === 'revoke' ? t('portfolios.share.revokeTitle') : t('portfolios.share.regenerateTitle')}
        description={
          confirming === 'revoke'
            ? t('portfolios.share.revokeDescription')
            : t('portfolios.share.regenerateDescription')
        }
        confirmLabel={confirming === 'revoke' ? t('portfolios.share.revoke') : t('portfolios.share.regenerate')}
        variant={confirming === 'revoke' ? 'destructive' : 'primary'}
        isPending={share.isPending || revoke.isPending}
        errorMessage={revoke.isError ? getErrorMessage(t, revoke.error) : null}
        onConfirm={() => {
          if (confirming === 'regenerate') {
            generate(() => setConfirming(null));
          } else {
            revoke.mutate(undefined, {
              onSuccess: () => {
                setLink(null);
                setConfirming(null);
                revoke.reset();
                toast.success(t('portfolios.toasts.linkRevoked'));
              },
            });
          }
        }}
      />
    </div>
  );
}
