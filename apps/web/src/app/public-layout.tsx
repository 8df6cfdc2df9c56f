import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { PreferenceSelects } from '../components/preference-selects.tsx';
import { SkipLink } from '../components/skip-link.tsx';

/** Minimal frame of the public pages opened from links (shared portfolio, lease signing, bootstrap). */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SkipLink />
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label={t('common.homeLink')} className="rounded-md">
            <Logo wordmarkClassName="hidden sm:inline" />
          </Link>
          <PreferenceSelects />
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Outlet />
      </main>
      <footer className="border-t bg-background">
        <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:px-6">
          <span>{t('publicLayout.poweredBy')}</span>
          <Link to="/verify-document" className="rounded-sm underline-offset-4 hover:underline">
            {t('signing.verifyLink')}
          </Link>
        </div>
      </footer>
    </div>
  );
}
