import { z } from 'zod';
import { ZListUsersQuery, ZManagedUser } from './users.ts';

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
};

const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The console's second factor: the signed-in site admin's email and `SITE_ADMIN_KEY`. */
export const ZSiteAdminUnlockRequest = z.object({
  email: z.email().max(254),
  secretKey: z.string().min(1).max(500),
});
export type TSiteAdminUnlockRequest = z.infer<typeof ZSiteAdminUnlockRequest>;

export const SITE_ADMIN_UNLOCK_HOURS = 12;

export const ZSiteAdminLockStatus = z.object({
  isUnlocked: z.boolean(),
  unlockedUntil: z.string().nullable(),
  /** False when the server has no `SITE_ADMIN_KEY`: the console cannot be unlocked at all. */
  isKeyConfigured: z.boolean(),
});
export type TSiteAdminLockStatus = z.infer<typeof ZSiteAdminLockStatus>;

export const ZListOrganizationsQuery = z.object({ search: z.string().trim().max(100).optional(), ...pageFields });
export type TListOrganizationsQuery = z.infer<typeof ZListOrganizationsQuery>;

export const ZOrganizationSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  currency: z.string(),
  userCount: z.number().int(),
  propertyCount: z.number().int(),
  unitCount: z.number().int(),
  createdAt: z.string(),
  /** When the organization last had an invitation mail refused for its hourly or daily budget; null: never. */
  mailBudgetHitAt: z.string().nullable(),
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;
export const ZOrganizationList = pageOf(ZOrganizationSummary);
export type TOrganizationList = z.infer<typeof ZOrganizationList>;

export const ZListSiteUsersQuery = ZListUsersQuery.extend({ organizationId: z.uuid().optional() });
export type TListSiteUsersQuery = z.infer<typeof ZListSiteUsersQuery>;

export const ZSiteUser = ZManagedUser.extend({
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Seeded by the demo: anyone can sign in with its published password. */
  isDemoAccount: z.boolean(),
});
export type TSiteUser = z.infer<typeof ZSiteUser>;
export const ZSiteUserList = pageOf(ZSiteUser);
export type TSiteUserList = z.infer<typeof ZSiteUserList>;

/** Demo accounts that can still sign in; in production the console warns about them. */
export const ZDemoAccountsStatus = z.object({
  activeCount: z.number().int(),
  isProduction: z.boolean(),
});
export type TDemoAccountsStatus = z.infer<typeof ZDemoAccountsStatus>;

export const CONTACT_SUBMISSION_STATUSES = ['new', 'handled'] as const;

export const ZListContactSubmissionsQuery = z.object({
  status: z.enum(CONTACT_SUBMISSION_STATUSES).optional(),
  /** Honeypot hits are hidden unless asked for. */
  spam: z.enum(['exclude', 'include', 'only']).default('exclude'),
  ...pageFields,
});
export type TListContactSubmissionsQuery = z.infer<typeof ZListContactSubmissionsQuery>;

export const ZContactSubmission = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  message: z.string(),
  language: z.string(),
  isSuspectedSpam: z.boolean(),
  status: z.enum(CONTACT_SUBMISSION_STATUSES),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TContactSubmission = z.infer<typeof ZContactSubmission>;
export const ZContactSubmissionList = pageOf(ZContactSubmission);
export type TContactSubmissionList = z.infer<typeof ZContactSubmissionList>;

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const ZListMailQuery = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  purpose: z.string().trim().min(1).max(60).optional(),
  /** Part of the recipient's address. */
  to: z.string().trim().max(254).optional(),
  ...pageFields,
});
export type TListMailQuery = z.infer<typeof ZListMailQuery>;

export const ZMailSummary = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  purpose: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The last delivery error. */
  error: z.string().nullable(),
  /** Delivery attempts since the mail was queued (or queued again). */
  attempts: z.number().int(),
  /** When a queued mail is tried next; null for any other status. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TMailSummary = z.infer<typeof ZMailSummary>;
export const ZMailList = pageOf(ZMailSummary);
export type TMailList = z.infer<typeof ZMailList>;

export const ZMail = ZMailSummary.extend({ textBody: z.string() });
export type TMail = z.infer<typeof ZMail>;

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

export const ZJobRun = z.object({
  id: z.uuid(),
  jobName: z.string(),
  runKey: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  details: z.record(z.string(), z.unknown()).nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TJobRun = z.infer<typeof ZJobRun>;

/** One entry per job that has ever run, with its latest run and when it last succeeded. */
export const ZJobSummary = z.object({
  name: z.string(),
  lastRun: ZJobRun,
  lastSucceededAt: z.string().nullable(),
  failedRunCount: z.number().int(),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZListJobRunsQuery = z.object({
  jobName: z.string().trim().min(1).max(100).optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
  ...pageFields,
});
export type TListJobRunsQuery = z.infer<typeof ZListJobRunsQuery>;
export const ZJobRunList = pageOf(ZJobRun);
export type TJobRunList = z.infer<typeof ZJobRunList>;

export const ZSystemHealth = z.object({
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().int() }),
  /** The `version` of the repository's root package.json; null when it has none. */
  appVersion: z.string().nullable(),
  nodeVersion: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
});
export type TSystemHealth = z.infer<typeof ZSystemHealth>;
