import { ArrowLeft, Compass, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { Button } from '../components/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="px-4 py-4 sm:px-8">
        <Link to="/" aria-label={t('common.homeLink')} className="inline-flex rounded-md">
          <Logo />
        </Link>
      </header>
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="max-w-md text-center">
          <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
            <Compass className="size-7" aria-hidden="true" />
          </div>
          <p className="text-sm font-semibold text-brand">{t('notFound.code')}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
          <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
          <div className="mt-8 flex flex-col-reverse justify-center gap-2 sm:flex-row">
            <Button variant="outline" asChild>
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {t('common.backToHome')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                {t('common.goToDashboard')}
              </Link>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
