import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from './money.ts';
import { ZImage } from './properties.ts';

export const MAINTENANCE_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export const ZMaintenanceStatus = z.enum(MAINTENANCE_STATUSES);
export type TMaintenanceStatus = z.infer<typeof ZMaintenanceStatus>;

/** The spec's tenant view: open requests read as pending. */
export const TENANT_MAINTENANCE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TTenantMaintenanceStatus = (typeof TENANT_MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const ZMaintenancePriority = z.enum(MAINTENANCE_PRIORITIES);
export type TMaintenancePriority = z.infer<typeof ZMaintenancePriority>;

export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electrical',
  'heating_cooling',
  'appliance',
  'structural',
  'pest',
  'cleaning',
  'other',
] as const;
export const ZMaintenanceCategory = z.enum(MAINTENANCE_CATEGORIES);
export type TMaintenanceCategory = z.infer<typeof ZMaintenanceCategory>;

export const ZCreateMaintenanceRequest = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(4000),
  priority: ZMaintenancePriority,
  category: ZMaintenanceCategory,
  /** Staff choose the property (and optionally the unit); a tenant's request goes to their leased unit. */
  propertyId: z.uuid().optional(),
  unitId: z.uuid().nullable().optional(),
});
export type TCreateMaintenanceRequest = z.infer<typeof ZCreateMaintenanceRequest>;

export const ZUpdateMaintenanceRequest = z
  .object({
    title: z.string().trim().min(3).max(120),
    description: z.string().trim().min(10).max(4000),
    priority: ZMaintenancePriority,
    category: ZMaintenanceCategory,
    assignedToUserId: z.uuid().nullable(),
    costMinor: z.number().int().min(0).max(MAX_AMOUNT_MINOR).nullable(),
  })
  .partial()
  .strict();
export type TUpdateMaintenanceRequest = z.infer<typeof ZUpdateMaintenanceRequest>;

export const MAINTENANCE_ACTIONS = ['start', 'complete', 'cancel', 'reopen'] as const;
export const ZMaintenanceAction = z.enum(MAINTENANCE_ACTIONS);
export type TMaintenanceAction = z.infer<typeof ZMaintenanceAction>;
export const ZMaintenanceTransitionRequest = z.object({ action: ZMaintenanceAction });

export const ZPerson = z.object({ id: z.uuid(), name: z.string() });

export const ZMaintenanceComment = z.object({
  id: z.uuid(),
  author: ZPerson.nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export const ZMaintenanceRequest = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priority: ZMaintenancePriority,
  category: ZMaintenanceCategory,
  status: ZMaintenanceStatus,
  property: z.object({ id: z.uuid(), name: z.string() }),
  unit: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  reportedBy: ZPerson.nullable(),
  assignedTo: ZPerson.nullable(),
  costMinor: z.number().int().nullable(),
  currency: z.string(),
  photos: z.array(ZImage),
  commentCount: z.number().int(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMaintenanceRequest = z.infer<typeof ZMaintenanceRequest>;

export const ZMaintenanceRequestDetail = ZMaintenanceRequest.extend({ comments: z.array(ZMaintenanceComment) });
export type TMaintenanceRequestDetail = z.infer<typeof ZMaintenanceRequestDetail>;

export const MAINTENANCE_SORTS = ['newest', 'oldest', 'priority', 'updated'] as const;
export const ZListMaintenanceQuery = z.object({
  status: ZMaintenanceStatus.optional(),
  priority: ZMaintenancePriority.optional(),
  category: ZMaintenanceCategory.optional(),
  propertyId: z.uuid().optional(),
  assignedToUserId: z.uuid().optional(),
  sort: z.enum(MAINTENANCE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListMaintenanceQuery = z.infer<typeof ZListMaintenanceQuery>;

export const ZMaintenanceList = z.object({
  items: z.array(ZMaintenanceRequest),
  /** Requests matching the filters; `items` is the page `page` of `pageSize` of them. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Requests per status in the caller's whole scope, whatever the filters. */
  countsByStatus: z.record(ZMaintenanceStatus, z.number().int()),
});
export type TMaintenanceList = z.infer<typeof ZMaintenanceList>;

export const ZAddCommentRequest = z.object({ body: z.string().trim().min(1).max(4000) });

export const ZAssignee = ZPerson.extend({ role: z.string() });
