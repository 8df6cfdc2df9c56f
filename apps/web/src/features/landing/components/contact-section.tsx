import { CONTACT_REPLY_WITHIN_HOURS } from '@rentwell/contracts/contact';
import { Clock, type LucideIcon, MailCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { BELOW_THE_FOLD, CONTACT_FORM_CONTAINER_ID } from '../landing-dom.ts';

const POINTS: readonly { key: 'reply' | 'people' | 'privacy'; icon: LucideIcon }[] = [
  { key: 'reply', icon: Clock },
  { key: 'people', icon: MailCheck },
  { key: 'privacy', icon: ShieldCheck },
];

/** The contact section; `contactForm` is the island's markup, placed in the container the browser hydrates. */
export function ContactSection({ contactForm }: { contactForm: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={cn(BELOW_THE_FOLD, 'scroll-mt-16 border-y bg-surface py-20 sm:py-24')}
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-brand">{t('landing.contact.eyebrow')}</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('landing.contact.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.contact.subtitle')}</p>
          <ul className="mt-8 grid gap-5">
            {POINTS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-card text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">
                    {t(`landing.contact.points.${key}.title`, { hours: CONTACT_REPLY_WITHIN_HOURS })}
                  </h3>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    {t(`landing.contact.points.${key}.description`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <div id={CONTACT_FORM_CONTAINER_ID}>{contactForm}</div>
        </div>
      </div>
    </section>
  );
}
