import { LayoutDashboard, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo.tsx';
import { Button } from '../components/ui/button.tsx';

export type TErrorScreenProps = { reference?: string | undefined };

/**
 * The 'Something went wrong' screen. It works without the router (the top-level boundary sits outside it), so it
 * uses a plain link: a full page load is also the cleanest recovery after a crash.
 */
export function ErrorScreen({ reference }: TErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-surface px-4 py-12">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <Logo className="mb-8 justify-center" />
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold tracking-tight">{t('errorBoundary.title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('errorBoundary.description')}</p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errorBoundary.reload')}
          </Button>
          <Button asChild>
            <a href="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('errorBoundary.returnToDashboard')}
            </a>
          </Button>
        </div>
        {reference ? (
          <p className="mt-6 font-mono text-xs text-muted-foreground">{t('errorBoundary.reference', { reference })}</p>
        ) : null}
      </div>
    </div>
  );
}
