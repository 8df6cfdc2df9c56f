import type { TMaintenanceAction } from '@rentwell/contracts/maintenance';
import type { AppDeps } from '../app-deps.ts';
import type { Actor } from '../lib/app-env.ts';
import {
  addMaintenancePhoto,
  commentOnMaintenance,
  createMaintenance,
  transitionMaintenance,
  updateMaintenance,
} from '../modules/maintenance/maintenance.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';

type DemoPeople = { landlord: Actor; manager: Actor; tenant: Actor; maintenance: Actor };

/** A drawn photo of a dripping pipe for the demo requests (no photographs are bundled). */
async function leakPhoto(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <rect width="960" height="720" fill="hsl(${hue}, 25%, 88%)"/>
    <rect x="0" y="180" width="960" height="90" fill="#94a3b8"/><rect x="600" y="180" width="90" height="420" fill="#94a3b8"/>
    <circle cx="645" cy="640" r="26" fill="#38bdf8"/><path d="M645 600 q-26 40 0 66 q26 -26 0 -66z" fill="#0ea5e9"/>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const REQUESTS: {
  title: string;
  description: string;
  priority: 'urgent' | 'high' | 'medium' | 'low';
  category: 'plumbing' | 'electrical' | 'heating_cooling' | 'appliance' | 'pest';
  actions: TMaintenanceAction[];
  costMinor?: number;
  comment?: string;
  withPhoto?: boolean;
}[] = [
  {
    title: 'Kitchen sink leaking under the cabinet',
    description: 'Water collects under the sink after every use; the cabinet floor is getting soft.',
    priority: 'high',
    category: 'plumbing',
    actions: [],
    withPhoto: true,
  },
  {
    title: 'Bedroom radiator stays cold',
    description: 'The radiator in the main bedroom does not warm up, even with the thermostat at 22°C.',
    priority: 'urgent',
    category: 'heating_cooling',
    actions: ['start'],
    comment: 'Coming by tomorrow morning to bleed the system.',
  },
  {
    title: 'Dishwasher does not drain',
    description: 'A few centimetres of water stay at the bottom after each cycle.',
    priority: 'medium',
    category: 'appliance',
    actions: ['start', 'complete'],
    costMinor: 12_000,
    comment: 'Cleared the drain hose and replaced the filter.',
    withPhoto: true,
  },
  {
    title: 'Hallway light flickers',
    description: 'The ceiling light in the hallway flickers and sometimes goes off.',
    priority: 'low',
    category: 'electrical',
    actions: ['cancel'],
    comment: 'It was the bulb; I replaced it myself. Thanks!',
  },
  {
    title: 'Ants near the balcony door',
    description: 'A line of small ants comes in along the balcony door frame.',
    priority: 'medium',
    category: 'pest',
    actions: ['start'],
  },
];

/** Maintenance requests in every status with photos and comments, and message threads between the demo people. */
export async function seedDemoConversations(deps: AppDeps, people: DemoPeople): Promise<void> {
  for (const [index, item] of REQUESTS.entries()) {
    const created = await createMaintenance(deps.db, deps.notifier, people.tenant, {
      title: item.title,
      description: item.description,
      priority: item.priority,
      category: item.category,
    });
    if (item.withPhoto) {
      const photo = await leakPhoto(index * 60);
      await addMaintenancePhoto(
        deps.db,
        deps.files,
        people.tenant,
        created.id,
        new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }),
      );
    }
    if (item.actions.some((action) => action !== 'cancel')) {
      await updateMaintenance(deps.db, deps.notifier, people.landlord, created.id, {
        assignedToUserId: people.maintenance.userId,
      });
    }
    for (const action of item.actions) {
      const actor = action === 'cancel' ? people.tenant : action === 'start' ? people.landlord : people.maintenance;
      if (action === 'complete' && item.costMinor) {
        await updateMaintenance(deps.db, deps.notifier, people.maintenance, created.id, { costMinor: item.costMinor });
      }
      if (item.comment && action !== 'cancel')
        await commentOnMaintenance(deps.db, deps.notifier, people.maintenance, created.id, item.comment);
      await transitionMaintenance(deps.db, deps.notifier, actor, created.id, action);
      if (item.comment && action === 'cancel')
        await commentOnMaintenance(deps.db, deps.notifier, people.tenant, created.id, item.comment);
    }
  }

  const question = await sendMessage(deps.db, deps.notifier, people.tenant, {
    recipientUserId: people.landlord.userId,
    subject: 'Parking permit for my second car',
    body: 'Hello Laura, could I get a second parking permit? My partner moved in last month.',
  });
  await sendMessage(deps.db, deps.notifier, people.landlord, {
    recipientUserId: people.tenant.userId,
    subject: 'Re: Parking permit for my second car',
    body: 'Hi Tina, yes: spot 14 is free from the 1st. I will leave the permit in your mailbox.',
    threadId: question.threadId,
  });
  await sendMessage(deps.db, deps.notifier, people.tenant, {
    recipientUserId: people.manager.userId,
    subject: 'Window cleaning schedule',
    body: 'Hi Marcus, when are the outside windows cleaned this spring?',
  });
  await sendMessage(deps.db, deps.notifier, people.manager, {
    recipientUserId: people.maintenance.userId,
    subject: 'Boiler service next week',
    body: 'Max, please book the annual boiler service for Harbor View before the 15th.',
  });
}
