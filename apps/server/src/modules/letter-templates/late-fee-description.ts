import type { TLanguage } from '@rentwell/contracts/profile';
import type { TLateFeeKind } from '@rentwell/contracts/rent-rules';
import { documentFormats } from '../../documents/document-formats.ts';

export type LateFeeRule = {
  lateFeeKind: TLateFeeKind;
  flatAmountMinor: number | null;
  percentBasisPoints: number | null;
  capMinor: number | null;
};

type LateFeeTexts = {
  none: string;
  flat: (amount: string) => string;
  percent: (rate: string) => string;
  capped: (rate: string, cap: string) => string;
};

const LATE_FEE_TEXTS: Record<TLanguage, LateFeeTexts> = {
  en: {
    none: 'none',
    flat: (amount) => `a flat fee of ${amount}`,
    percent: (rate) => `${rate} of the rent charge`,
    capped: (rate, cap) => `${rate} of the rent charge, at most ${cap}`,
  },
  es: {
    none: 'ninguno',
    flat: (amount) => `una cantidad fija de ${amount}`,
    percent: (rate) => `el ${rate} del alquiler`,
    capped: (rate, cap) => `el ${rate} del alquiler, como máximo ${cap}`,
  },
  fr: {
    none: 'aucune',
    flat: (amount) => `un montant fixe de ${amount}`,
    percent: (rate) => `${rate} du loyer`,
    capped: (rate, cap) => `${rate} du loyer, au plus ${cap}`,
  },
  he: {
    none: 'ללא',
    flat: (amount) => `סכום קבוע של ${amount}`,
    percent: (rate) => `${rate} מדמי השכירות`,
    capped: (rate, cap) => `${rate} מדמי השכירות, לכל היותר ${cap}`,
  },
  sq: {
    none: 'asnjë',
    flat: (amount) => `një shumë fikse prej ${amount}`,
    percent: (rate) => `${rate} e qirasë`,
    capped: (rate, cap) => `${rate} e qirasë, jo më shumë se ${cap}`,
  },
};

const PERCENT_LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

/** The late fee the rent rules charge, in words: "a flat fee of $50.00", "5% of the rent charge, at most $100.00". */
export function describeLateFee(rule: LateFeeRule, currency: string, language: TLanguage): string {
  const texts = LATE_FEE_TEXTS[language];
  const { money } = documentFormats(language);
  if (rule.lateFeeKind === 'flat' && rule.flatAmountMinor !== null)
    return texts.flat(money(rule.flatAmountMinor, currency));
  if (rule.lateFeeKind === 'percent' && rule.percentBasisPoints !== null) {
    const rate = new Intl.NumberFormat(PERCENT_LOCALES[language], {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(rule.percentBasisPoints / 10_000);
    return rule.capMinor === null ? texts.percent(rate) : texts.capped(rate, money(rule.capMinor, currency));
  }
  return texts.none;
}
