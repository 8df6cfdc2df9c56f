import {
  BedDouble,
  Building2,
  Calculator,
  CalendarDays,
  ChartColumn,
  FileText,
  House,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  Wallet,
  Workflow,
  Wrench,
} from 'lucide-react';
import type { TAppPath } from './route-access.ts';

export type TNavItem = {
  path: TAppPath;
  labelKey:
    | 'nav.dashboard'
    | 'nav.siteAdmin'
    | 'nav.properties'
    | 'nav.shortTermRentals'
    | 'nav.tenants'
    | 'nav.maintenance'
    | 'nav.financials'
    | 'nav.messages'
    | 'nav.analytics'
    | 'nav.aiPosting'
    | 'nav.documents'
    | 'nav.tenantPortal'
    | 'nav.calendar'
    | 'nav.settings'
    | 'nav.workflows'
    | 'nav.users'
    | 'nav.tools';
  icon: LucideIcon;
  /** A live count shown beside the label. */
  badge?: 'unreadMessages';
  /** Shown only to users with short-term-rental mode on (Settings). */
  shortTermRentalMode?: true;
};

/** Sidebar entries in the order of the specification; logout follows them. Filtered by `ROUTE_ACCESS`. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { path: '/site-admin', labelKey: 'nav.siteAdmin', icon: ShieldCheck },
  { path: '/properties', labelKey: 'nav.properties', icon: Building2 },
  { path: '/short-term-rentals', labelKey: 'nav.shortTermRentals', icon: BedDouble, shortTermRentalMode: true },
  { path: '/tenants', labelKey: 'nav.tenants', icon: Users },
  { path: '/maintenance', labelKey: 'nav.maintenance', icon: Wrench },
  { path: '/financials', labelKey: 'nav.financials', icon: Wallet },
  { path: '/messages', labelKey: 'nav.messages', icon: MessageSquare, badge: 'unreadMessages' },
  { path: '/analytics', labelKey: 'nav.analytics', icon: ChartColumn },
  { path: '/ai-posting', labelKey: 'nav.aiPosting', icon: Megaphone },
  { path: '/documents', labelKey: 'nav.documents', icon: FileText },
  { path: '/tenant-portal', labelKey: 'nav.tenantPortal', icon: House },
  { path: '/calendar', labelKey: 'nav.calendar', icon: CalendarDays },
  { path: '/settings', labelKey: 'nav.settings', icon: Settings },
  { path: '/workflows', labelKey: 'nav.workflows', icon: Workflow },
  { path: '/users', labelKey: 'nav.users', icon: UserCog },
  { path: '/tools', labelKey: 'nav.tools', icon: Calculator },
];
