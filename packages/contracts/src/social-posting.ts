import { z } from 'zod';
import { groupShareOutcomeSchema } from './extension-messages.ts';

/** The groups path a Facebook group URL must contain (SPEC: '{host}/groups/'). */
export const FACEBOOK_GROUPS_PATH = 'facebook.com/groups/';
export const FACEBOOK_GROUP_URL_MESSAGE = `Please enter a valid Facebook group URL (must contain ${FACEBOOK_GROUPS_PATH})`;
export const SELECT_A_GROUP_MESSAGE = 'Select at least one active Facebook group';

/** `facebook.com/groups/x` or `https://www.facebook.com/groups/x/` → the https URL; anything else → null. */
export function normalizeFacebookGroupUrl(input: string): string | null {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'facebook.com' && !host.endsWith('.facebook.com')) return null;
  if (!/^\/groups\/[^/]+/.test(url.pathname)) return null;
  if (url.username || url.password) return null;
  url.protocol = 'https:';
  return url.toString();
}

const ZGroupUrl = z
  .string()
  .max(2000)
  .transform((value, context) => {
    const normalized = normalizeFacebookGroupUrl(value);
    if (!normalized) {
      context.addIssue({ code: 'custom', message: FACEBOOK_GROUP_URL_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });

const ZGroupName = z.string().trim().min(1).max(120);
const ZGroupCategory = z.string().trim().max(60).nullable();

export const ZFacebookGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  category: z.string().nullable(),
  active: z.boolean(),
  postCount: z.number().int(),
  lastPostedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFacebookGroup = z.infer<typeof ZFacebookGroup>;

export const ZFacebookGroupList = z.object({ items: z.array(ZFacebookGroup) });

export const ZCreateFacebookGroupRequest = z.object({
  name: ZGroupName,
  url: ZGroupUrl,
  category: ZGroupCategory.optional().default(null),
  active: z.boolean().optional().default(true),
});
export type TCreateFacebookGroupRequest = z.input<typeof ZCreateFacebookGroupRequest>;

export const ZUpdateFacebookGroupRequest = z
  .object({ name: ZGroupName, url: ZGroupUrl, category: ZGroupCategory, active: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type TUpdateFacebookGroupRequest = z.input<typeof ZUpdateFacebookGroupRequest>;

/** What a post is generated from: a property or a short-term listing of the organization. */
export const POST_SOURCE_KINDS = ['property', 'listing'] as const;
export type TPostSourceKind = (typeof POST_SOURCE_KINDS)[number];

export const ZPostSource = z.object({ kind: z.enum(POST_SOURCE_KINDS), id: z.uuid(), name: z.string() });
export const ZPostSourceList = z.object({ items: z.array(ZPostSource) });

export const ZPostImage = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  thumbnailUrl: z.string(),
  displayUrl: z.string(),
});
export type TPostImage = z.infer<typeof ZPostImage>;

export const POST_LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'] as const;

export const ZComposePostRequest = z.object({
  kind: z.enum(POST_SOURCE_KINDS),
  id: z.uuid(),
  language: z.enum(POST_LANGUAGES),
});
export const ZComposedPost = z.object({
  text: z.string(),
  /** 'language-model' when the configured model wrote it, 'template' otherwise. */
  writtenBy: z.enum(['language-model', 'template']),
  images: z.array(ZPostImage),
});
export type TComposedPost = z.infer<typeof ZComposedPost>;

export const POST_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];

const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date');
const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time');

export const ZCreateSocialPostRequest = z.object({
  text: z.string().trim().min(1).max(20_000),
  imageIds: z.array(z.uuid()).max(10).default([]),
  groupIds: z
    .array(z.uuid())
    .min(1, SELECT_A_GROUP_MESSAGE)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Each group once'),
  /** Null shares now; otherwise the date and time in the organization's time zone. */
  scheduleFor: z.object({ date: ZLocalDate, time: ZLocalTime }).nullable().default(null),
});
export type TCreateSocialPostRequest = z.input<typeof ZCreateSocialPostRequest>;

export const ZSocialPostGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  outcome: groupShareOutcomeSchema.nullable(),
});

export const ZSocialPost = z.object({
  id: z.uuid(),
  text: z.string(),
  status: z.enum(POST_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  failure: z.string().nullable(),
  images: z.array(ZPostImage),
  groups: z.array(ZSocialPostGroup),
});
export type TSocialPost = z.infer<typeof ZSocialPost>;

export const ZSocialPostListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TSocialPostListQuery = z.infer<typeof ZSocialPostListQuery>;

/** A page of my posts, newest first; `total` counts every one of them. */
export const ZSocialPostList = z.object({
  items: z.array(ZSocialPost),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The page's report of what the extension did with a post it was handed. */
export const ZPostHandOffRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accepted') }),
  z.object({ outcome: z.literal('failed'), error: z.enum(['tabs-failed', 'invalid-job', 'no-answer']) }),
]);

export const ZGroupResultRequest = z.object({ groupId: z.uuid(), outcome: groupShareOutcomeSchema });
