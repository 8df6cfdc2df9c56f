import type { TLanguage } from '@rentwell/contracts/profile';
import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { SkipLink } from '../../../components/skip-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/class-names.ts';
import { ContactSection } from '../components/contact-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { LandingPreferenceSelects } from '../components/landing-preference-selects.tsx';
import { BrowserFrame, ProductScreenshot } from '../components/product-screenshot.tsx';
import { ProofSection } from '../components/proof-section.tsx';
import { TourSection } from '../components/tour-section.tsx';
import { BELOW_THE_FOLD } from '../landing-dom.ts';
import { SCREENSHOTS } from '../screenshots.ts';

const SIGN_IN_URL = '/auth';
const SIGN_UP_URL = '/auth?tab=sign-up';

const BUILD_YEAR = new Date().getFullYear();

const HERO_HIGHLIGHTS = ['selfHosted', 'languages', 'noTrackers'] as const;

export type TLandingPageProps = {
  language: TLanguage;
  /** The contact form island: its own server-rendered markup, hydrated in the browser. */
  contactForm: ReactNode;
};

/**
 * The public landing page, rendered to static HTML at build time in each language (no router, no session, no query
 * cache). Only the contact form and the preference pickers run script in the browser.
 */
export function LandingPage({ language, contactForm }: TLandingPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <a href="/" className="rounded-md" aria-label={t('common.homeLink')}>
            <Logo wordmarkClassName="hidden min-[25rem]:inline" />
          </a>
          <nav aria-label={t('landing.nav.label')} className="hidden items-center gap-1 md:flex">
            {(['features', 'tour', 'contact'] as const).map((section) => (
              <a
                key={section}
                href={`#${section}`}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
              >
                {t(`landing.nav.${section}`)}
              </a>
            ))}
          </nav>
          <div className="flex items-center gap-1.5 sm:gap-2">
            <LandingPreferenceSelects language={language} showTheme={false} className="hidden lg:flex" />
            <Button variant="ghost" size="sm" asChild>
              <a href={SIGN_IN_URL}>{t('landing.nav.signIn')}</a>
            </Button>
            <Button size="sm" asChild>
              <a href={SIGN_UP_URL}>{t('landing.nav.getStarted')}</a>
            </Button>
          </div>
        </div>
      </header>

      <main id="main-content" className="flex-1">
        <section aria-labelledby="hero-title" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_32rem_at_50%_-8rem,var(--brand-soft),transparent_70%)]"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:4rem_4rem] opacity-50 [mask-image:radial-gradient(ellipse_at_top,black_15%,transparent_65%)]"
          />
          <div className="relative mx-auto max-w-6xl px-4 pt-14 sm:px-6 sm:pt-20 lg:pt-24">
            <div className="mx-auto max-w-3xl text-center">
              <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
                <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
                {t('landing.hero.eyebrow')}
              </p>
              <h1
                id="hero-title"
                className="mt-5 text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
              >
                {t('landing.hero.title')}
              </h1>
              <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
                {t('landing.hero.subtitle')}
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
                <Button size="lg" asChild>
                  <a href={SIGN_UP_URL}>
                    {t('landing.hero.primaryCta')}
                    <ArrowRight aria-hidden="true" />
                  </a>
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <a href={SIGN_IN_URL}>{t('landing.hero.secondaryCta')}</a>
                </Button>
              </div>
              <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
                {HERO_HIGHLIGHTS.map((key) => (
                  <li key={key} className="inline-flex items-center gap-1.5">
                    <Check className="size-4 text-brand" aria-hidden="true" />
                    {t(`landing.hero.highlights.${key}`)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="relative mx-auto mt-12 max-w-5xl sm:mt-16">
              <div
                aria-hidden="true"
                className="absolute -inset-x-12 -top-28 h-[32rem] bg-[radial-gradient(closest-side,oklch(0.511_0.262_276.966/0.22),transparent)]"
              />
              <BrowserFrame className="relative rounded-b-none border-b-0 [mask-image:linear-gradient(to_bottom,black_70%,transparent)]">
                <ProductScreenshot
                  shot={SCREENSHOTS.dashboard}
                  alt={t('landing.hero.screenshotAlt')}
                  sizes="(min-width: 64rem) 62rem, 100vw"
                  isEager
                />
              </BrowserFrame>
            </div>
          </div>
          <div aria-hidden="true" className="relative h-px bg-border" />
        </section>

        <ProofSection />
        <FeaturesSection />
        <TourSection />
        <ContactSection contactForm={contactForm} />

        <section
          aria-labelledby="cta-title"
          className={cn(BELOW_THE_FOLD, 'mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24')}
        >
          <div className="relative overflow-hidden rounded-2xl border border-white/10 bg-zinc-950 px-6 py-14 text-center text-white sm:px-12">
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,oklch(0.511_0.262_276.966/0.6),transparent_70%)]"
            />
            <div className="relative">
              <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance">
                {t('landing.cta.title')}
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-zinc-300">{t('landing.cta.subtitle')}</p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
                <Button size="lg" asChild className="bg-white text-zinc-950 hover:bg-zinc-200">
                  <a href={SIGN_UP_URL}>
                    {t('landing.cta.button')}
                    <ArrowRight aria-hidden="true" />
                  </a>
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  asChild
                  className="border-white/20 bg-transparent text-white hover:bg-white/10 hover:text-white"
                >
                  <a href="#contact">{t('landing.cta.contact')}</a>
                </Button>
              </div>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t bg-surface">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
          <div className="col-span-2 grid content-start gap-3 md:col-span-1">
            <Logo />
            <p className="max-w-xs text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
            <LandingPreferenceSelects language={language} className="mt-2 flex-wrap" />
          </div>
          <FooterLinks
            title={t('landing.footer.product')}
            links={[
              { href: '#features', label: t('landing.nav.features') },
              { href: '#tour', label: t('landing.nav.tour') },
              { href: '#contact', label: t('landing.nav.contact') },
              { href: '/api/docs', label: t('landing.footer.apiDocs') },
            ]}
          />
          <FooterLinks
            title={t('landing.footer.account')}
            links={[
              { href: SIGN_IN_URL, label: t('landing.nav.signIn') },
              { href: SIGN_UP_URL, label: t('landing.hero.primaryCta') },
            ]}
          />
        </div>
        <div className="border-t">
          <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
            {/* The page is built once: landing-main.ts puts the current year in place of the build's. */}
            <span data-copyright-year={BUILD_YEAR}>{t('landing.footer.copyright', { year: BUILD_YEAR })}</span>
          </p>
        </div>
      </footer>
    </div>
  );
}

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="grid content-start gap-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
