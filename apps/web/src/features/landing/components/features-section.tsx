import {
  Building2,
  Languages,
  type LucideIcon,
  MessageSquare,
  Receipt,
  Server,
  ShieldCheck,
  Users,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { BELOW_THE_FOLD } from '../landing-dom.ts';

type TFeatureKey =
  | 'properties'
  | 'tenants'
  | 'payments'
  | 'maintenance'
  | 'messaging'
  | 'languages'
  | 'roles'
  | 'selfHosted';

const FEATURES: readonly { key: TFeatureKey; icon: LucideIcon }[] = [
  { key: 'properties', icon: Building2 },
  { key: 'tenants', icon: Users },
  { key: 'payments', icon: Receipt },
  { key: 'maintenance', icon: Wrench },
  { key: 'messaging', icon: MessageSquare },
  { key: 'languages', icon: Languages },
  { key: 'roles', icon: ShieldCheck },
  { key: 'selfHosted', icon: Server },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className={cn(BELOW_THE_FOLD, 'scroll-mt-16 bg-surface py-20 sm:py-24')}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-brand">{t('landing.features.eyebrow')}</p>
          <h2 id="features-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{t(`landing.features.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
