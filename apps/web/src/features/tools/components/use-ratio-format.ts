import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A rate as a percentage with two decimals in the interface language (0.0525 → '5.25%'). */
export function useRatioFormat(): (ratio: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return (ratio: number) => format.format(ratio);
  }, [language]);
}
