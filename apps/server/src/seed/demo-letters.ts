import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayFor } from '../lib/today.ts';
import { saveLetterTemplate } from '../modules/letter-templates/letter-templates.service.ts';
import { previewOverdueLetters, sendOverdueLetters } from '../modules/overdue-letters/overdue-letters.service.ts';

/** The demo landlord's own Spanish first notice: warmer than the default, with the same facts. */
export const DEMO_SPANISH_FIRST_NOTICE =
  'Hola, {{tenant.name}}:\n\nLe escribimos desde {{organization.name}} porque el alquiler de {{period}} de {{unit.name}} ({{property.name}}) venció el {{letter.dueDate}} y sigue pendiente: {{letter.overdueAmount}}, con {{letter.daysOverdue}} días de retraso.\n\nSabemos que a veces surgen imprevistos. Si necesita unos días más, llámenos y lo hablamos. Recuerde que nuestras normas de alquiler prevén un recargo por demora de {{organization.lateFee}} tras {{organization.graceDays}} días de gracia.\n\nUn saludo cordial,\n{{organization.name}}';

/**
 * The demo organization's letters: its admin rewords the Spanish first notice, then sends the first overdue letter
 * due today (recorded on its lease, mailed with its PDF); the others wait in 'Send overdue letters'.
 */
export async function seedDemoLetters(deps: AppDeps, admin: OrganizationActor) {
  await saveLetterTemplate(deps.db, admin, { kind: 'overdue_first', language: 'es' }, DEMO_SPANISH_FIRST_NOTICE);
  const today = todayFor(admin);
  const [first] = (await previewOverdueLetters(deps.db, admin, today)).items;
  if (first) await sendOverdueLetters(deps, admin, today, { leaseIds: [first.leaseId] });
}
