import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';

/** The path this document was loaded at (read once, when the app starts). */
const DOCUMENT_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * `/` is not part of the single-page app: the server answers it with the landing page, prerendered per language with
 * a small script of its own. A navigation to `/` inside the app (sign-out, a home link) loads that document.
 *
 * When this app itself was served for `/` (a server without the prerendered landing), loading `/` again would loop:
 * the visitor goes to sign-in instead.
 */
export function LandingDocument() {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const isServedHere = DOCUMENT_PATH === '/';
  useEffect(() => {
    if (!isServedHere) window.location.replace(`/${search}${hash}`);
  }, [isServedHere, search, hash]);
  if (isServedHere) return <Navigate to="/auth" replace />;
  return <LoadingScreen label={t('common.loadingApplication')} />;
}
