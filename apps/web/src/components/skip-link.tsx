import { useTranslation } from 'react-i18next';

/** First focusable element of every layout: jumps to `<main id="main-content">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-2 focus:outline-ring"
    >
      {t('common.skipToContent')}
    </a>
  );
}
