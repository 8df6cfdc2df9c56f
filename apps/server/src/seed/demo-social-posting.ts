import type { TLanguage } from '@rentwell/contracts/profile';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { createFacebookGroup } from '../modules/social-posting/facebook-groups.service.ts';
import { composeSocialPost, listSocialPostSources } from '../modules/social-posting/post-composer.service.ts';
import {
  createSocialPost,
  reportSocialPostGroupResult,
  reportSocialPostHandOff,
} from '../modules/social-posting/social-posts.service.ts';

type DemoGroup = { name: string; slug: string; category: string | null; active?: boolean };

const LANDLORD_GROUPS: DemoGroup[] = [
  { name: 'Portland Apartments for Rent', slug: 'portland-apartments-for-rent', category: 'Long-term rentals' },
  { name: 'PDX Housing Connection', slug: 'pdxhousingconnection', category: 'Long-term rentals' },
  { name: 'Pearl District Neighbors', slug: 'pearl-district-neighbors', category: 'Neighborhood', active: false },
];

const MANAGER_GROUPS: DemoGroup[] = [
  { name: 'Oregon Vacation Rentals', slug: 'oregon-vacation-rentals', category: 'Short stays' },
  { name: 'Portland Rooms & Sublets', slug: 'portland-rooms-sublets', category: null },
];

/** The day after tomorrow (and more) at 10:00 on the organization's clock, as the schedule form sends it. */
function daysAhead(now: Date, days: number) {
  return { date: new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10), time: '10:00' };
}

/**
 * Each of the landlord and the manager gets their own Facebook groups (one inactive), a post already shared to two
 * groups (composers filled, counts and last posted set) and one scheduled a few days ahead, both written by the
 * composer from a real property or listing of the demo with its gallery images.
 */
export async function seedDemoSocialPosting(
  deps: AppDeps,
  people: { landlord: OrganizationActor; manager: OrganizationActor },
  now = new Date(),
) {
  const { items: sources } = await listSocialPostSources(deps.db, people.landlord);
  const property = sources.find((source) => source.kind === 'property');
  const listing = sources.find((source) => source.kind === 'listing') ?? property;
  const plans = [
    { actor: people.landlord, groups: LANDLORD_GROUPS, source: property, language: 'en' as TLanguage },
    { actor: people.manager, groups: MANAGER_GROUPS, source: listing, language: 'en' as TLanguage },
  ];
  for (const plan of plans) {
    const groups = [];
    for (const group of plan.groups) {
      groups.push(
        await createFacebookGroup(deps.db, plan.actor, {
          name: group.name,
          url: `https://www.facebook.com/groups/${group.slug}`,
          category: group.category,
          active: group.active ?? true,
        }),
      );
    }
    if (!plan.source) continue;
    const composed = await composeSocialPost(deps.db, null, plan.actor, {
      kind: plan.source.kind,
      id: plan.source.id,
      language: plan.language,
    });
    const active = groups.filter((group) => group.active).map((group) => group.id);
    const imageIds = composed.images.slice(0, 3).map((image) => image.id);
    const shared = await createSocialPost(
      deps.db,
      plan.actor,
      { text: composed.text, imageIds, groupIds: active, scheduleFor: null },
      now,
    );
    await reportSocialPostHandOff(deps.db, plan.actor, shared.id, { outcome: 'accepted' }, now);
    for (const groupId of active) {
      for (const outcome of ['filled', 'published'] as const) {
        await reportSocialPostGroupResult(deps.db, plan.actor, shared.id, { groupId, outcome }, now);
      }
    }
    await createSocialPost(
      deps.db,
      plan.actor,
      { text: composed.text, imageIds, groupIds: active.slice(0, 1), scheduleFor: daysAhead(now, 3) },
      now,
    );
  }
}
