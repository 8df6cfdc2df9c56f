import type { TRole } from '@rentwell/contracts/roles';
import {
  Calculator,
  CalendarDays,
  ChevronRight,
  FileText,
  type LucideIcon,
  MessageSquare,
  Settings,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';

type TShortcut = {
  to: string;
  icon: LucideIcon;
  page: 'siteAdmin' | 'maintenance' | 'messages' | 'documents' | 'calendar' | 'tools';
};

const SETTINGS_SHORTCUT = { to: '/settings', icon: Settings } as const;

/** Pages open to every signed-in user, and the site administrator's own page (SPEC §2 access table). */
const SHORTCUTS: Record<'maintenance' | 'site_admin' | 'other', readonly TShortcut[]> = {
  maintenance: [
    { to: '/maintenance', icon: Wrench, page: 'maintenance' },
    { to: '/messages', icon: MessageSquare, page: 'messages' },
    { to: '/calendar', icon: CalendarDays, page: 'calendar' },
    { to: '/documents', icon: FileText, page: 'documents' },
    { to: '/tools', icon: Calculator, page: 'tools' },
  ],
  site_admin: [
    { to: '/site-admin', icon: ShieldCheck, page: 'siteAdmin' },
    { to: '/messages', icon: MessageSquare, page: 'messages' },
    { to: '/documents', icon: FileText, page: 'documents' },
  ],
  other: [
    { to: '/messages', icon: MessageSquare, page: 'messages' },
    { to: '/documents', icon: FileText, page: 'documents' },
    { to: '/calendar', icon: CalendarDays, page: 'calendar' },
  ],
};

/** Maintenance staff, site administrators, and users whose role is not known yet: a welcome with shortcuts. */
export function WelcomeDashboard({ name, role }: { name: string; role: TRole | null }) {
  const { t } = useTranslation();
  const shortcuts = role === 'maintenance' || role === 'site_admin' ? SHORTCUTS[role] : SHORTCUTS.other;
  return (
    <>
      <PageHeader title={t('dashboard.welcome.title', { name })} description={t('dashboard.welcome.description')} />
      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="mb-3 text-sm font-medium text-muted-foreground">
          {t('dashboard.welcome.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[...shortcuts, { ...SETTINGS_SHORTCUT, page: null }].map(({ to, icon: Icon, page }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
                  <Icon className="size-[1.125rem]" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">
                    {page ? t(`pages.${page}.title`) : t('settings.title')}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {page ? t(`pages.${page}.description`) : t('settings.description')}
                  </span>
                </span>
                <ChevronRight
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
