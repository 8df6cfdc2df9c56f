import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { PreferenceSelects } from '../../../components/preference-selects.tsx';
import { SkipLink } from '../../../components/skip-link.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';

type TAuthTab = 'sign-in' | 'sign-up';

const PANEL_POINTS = ['pointProperties', 'pointTenants', 'pointPayments', 'pointSelfHosted'] as const;

function BrandPanel() {
  const { t } = useTranslation();
  return (
    <aside className="relative hidden overflow-hidden bg-zinc-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_40rem_at_-10%_-10%,oklch(0.511_0.262_276.966/0.55),transparent_60%),radial-gradient(40rem_30rem_at_110%_110%,oklch(0.585_0.233_277.117/0.35),transparent_60%)]"
      />
      <Link to="/" className="relative w-fit rounded-md" aria-label={t('common.homeLink')}>
        <Logo className="text-white" />
      </Link>
      <div className="relative max-w-md">
        <p className="text-3xl leading-tight font-semibold tracking-tight text-balance">{t('auth.panel.heading')}</p>
        <ul className="mt-8 grid gap-3.5">
          {PANEL_POINTS.map((point) => (
            <li key={point} className="flex items-start gap-3 text-[0.9375rem] text-zinc-300">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-indigo-300" aria-hidden="true" />
              {t(`auth.panel.${point}`)}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-zinc-400">{t('landing.footer.tagline')}</p>
    </aside>
  );
}

/** `/auth`: sign in and sign up as tabs; `?mode=forgot` and `?mode=reset&token=` for password recovery. */
export function AuthPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { status } = useAuth();
  const mode = searchParams.get('mode');
  const tab: TAuthTab = searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';

  if (status === 'signed-in' && mode !== 'reset') return <Navigate to="/dashboard" replace />;

  let content: ReactNode;
  if (mode === 'forgot') {
    content = <ForgotPasswordForm />;
  } else if (mode === 'reset') {
    content = <ResetPasswordForm token={searchParams.get('error') ? null : searchParams.get('token')} />;
  } else {
    content = (
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'sign-up' ? { tab: 'sign-up' } : {}, { replace: true })}
      >
        <TabsList aria-label={t('auth.tabs.label')} className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">{t('auth.tabs.signIn')}</TabsTrigger>
          <TabsTrigger value="sign-up">{t('auth.tabs.signUp')}</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="mt-6">
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up" className="mt-6">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{`${t('auth.title')} · Rentwell`}</title>
      <SkipLink />
      <BrandPanel />
      <div className="flex min-w-0 flex-col bg-background">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <Link to="/" className="rounded-md lg:invisible" aria-label={t('common.homeLink')}>
            <Logo wordmarkClassName="hidden sm:inline" />
          </Link>
          <PreferenceSelects />
        </header>
        <main id="main-content" className="flex flex-1 justify-center px-4 pt-6 pb-16 sm:px-8 sm:pt-12">
          <div className="w-full max-w-md">
            <div className="mb-8">
              <h1 className="text-2xl font-semibold tracking-tight">{t('auth.title')}</h1>
              <p className="mt-1.5 text-sm text-muted-foreground">{t('auth.subtitle')}</p>
            </div>
            {content}
          </div>
        </main>
      </div>
    </div>
  );
}
