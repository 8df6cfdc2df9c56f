import { LANGUAGE_OPTIONS } from '@rentwell/contracts/profile-options';
import { Accessibility, Database, type LucideIcon, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { BELOW_THE_FOLD } from '../landing-dom.ts';

/**
 * Social proof without invented customers: figures that are true of the product itself. Each value comes from the
 * product where it can (the language list), the rest are fixed facts of how Rentwell is built.
 */
const FACTS = [
  { key: 'languages', value: String(LANGUAGE_OPTIONS.length) },
  { key: 'roles', value: '4' },
  { key: 'trackers', value: '0' },
  { key: 'command', value: '1' },
] as const;

const PRINCIPLES: readonly { key: 'openData' | 'phones' | 'accessible'; icon: LucideIcon }[] = [
  { key: 'openData', icon: Database },
  { key: 'phones', icon: Smartphone },
  { key: 'accessible', icon: Accessibility },
];

export function ProofSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="proof-title" className={cn(BELOW_THE_FOLD, 'py-20 sm:py-24')}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-brand">{t('landing.proof.eyebrow')}</p>
          <h2 id="proof-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('landing.proof.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.proof.subtitle')}</p>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border lg:grid-cols-4">
          {FACTS.map(({ key, value }) => (
            <div key={key} className="flex flex-col gap-1 bg-card p-4 sm:p-6">
              <dt className="order-2 text-sm font-semibold">{t(`landing.proof.facts.${key}.label`)}</dt>
              <dd className="order-1 text-4xl font-semibold tracking-tight text-brand tabular-nums">{value}</dd>
              <dd className="order-3 text-xs text-muted-foreground sm:text-sm">
                {t(`landing.proof.facts.${key}.detail`)}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {PRINCIPLES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-xl border bg-card p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{t(`landing.proof.principles.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`landing.proof.principles.${key}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
