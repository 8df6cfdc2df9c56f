import {
  LETTER_TEMPLATE_KINDS,
  LETTER_TEMPLATE_VARIABLES,
  type TLetterTemplate,
  type TLetterTemplateKind,
  type TLetterTemplateList,
  type TLetterTemplatePreview,
  type TPreviewLetterTemplateRequest,
  ZPreviewLetterTemplateRequest,
} from '@rentwell/contracts/letter-templates';
import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { renderTemplate, unknownTemplateVariables } from '@rentwell/domain/letter-template';
import { isolate } from '../../documents/pdf-paragraph.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { DEFAULT_LETTER_TEMPLATES } from './default-letter-templates.ts';
import {
  deleteLetterTemplate,
  findLetterLeaseChoices,
  findLetterLeaseFacts,
  findLetterTemplateOverride,
  findLetterTemplateOverrides,
  lockLetterTemplateOverride,
  upsertLetterTemplate,
} from './letter-templates.repo.ts';
import { commonLetterVariables, formatPeriod, previewLetterVariables } from './letter-variables.ts';

export { describeLateFee } from './late-fee-description.ts';
export { formatPeriod };

type TemplateKey = { kind: TLetterTemplateKind; language: TLanguage };

/** Refuses a body naming a variable its kind does not have: 422 naming each (`details.body`). */
function assertKnownVariables(kind: TLetterTemplateKind, body: string) {
  const unknown = unknownTemplateVariables(body, LETTER_TEMPLATE_VARIABLES[kind]);
  if (unknown.length > 0) {
    throw new AppError('unknown_template_variable', `Unknown template variable: ${unknown.join(', ')}`, {
      body: unknown,
    });
  }
}

function templateOf(key: TemplateKey, override: { body: string; updatedAt: Date } | null | undefined): TLetterTemplate {
  const defaultBody = DEFAULT_LETTER_TEMPLATES[key.kind][key.language];
  return {
    ...key,
    body: override?.body ?? defaultBody,
    defaultBody,
    customized: Boolean(override),
    updatedAt: override?.updatedAt.toISOString() ?? null,
  };
}

/** The wording a letter uses: the organization's own for that kind and language, else the built-in default. */
export async function letterTemplateBody(
  db: Database,
  organizationId: string,
  kind: TLetterTemplateKind,
  language: TLanguage,
): Promise<string> {
  const override = await findLetterTemplateOverride(db, { organizationId, kind, language });
  return override?.body ?? DEFAULT_LETTER_TEMPLATES[kind][language];
}

/** Every kind in every language, with its current wording and whether the organization changed it. */
export async function listLetterTemplates(db: Database, actor: OrganizationActor): Promise<TLetterTemplateList> {
  const overrides = await findLetterTemplateOverrides(db, { organizationId: actor.organizationId });
  const saved = new Map(overrides.map((row) => [`${row.kind}:${row.language}`, row]));
  return {
    items: LETTER_TEMPLATE_KINDS.flatMap((kind) =>
      LANGUAGES.map((language) => templateOf({ kind, language }, saved.get(`${kind}:${language}`))),
    ),
    variables: Object.fromEntries(
      LETTER_TEMPLATE_KINDS.map((kind) => [kind, [...LETTER_TEMPLATE_VARIABLES[kind]]]),
    ) as TLetterTemplateList['variables'],
  };
}

/** Saves the organization's wording of one kind in one language (audited); an unknown variable is refused. */
export async function saveLetterTemplate(
  db: Database,
  actor: OrganizationActor,
  key: TemplateKey,
  body: string,
): Promise<TLetterTemplate> {
  assertKnownVariables(key.kind, body);
  const scope = { organizationId: actor.organizationId, ...key };
  return db.transaction(async (tx) => {
    const before = await lockLetterTemplateOverride(tx, scope);
    const saved = await upsertLetterTemplate(tx, scope, { body, updatedByUserId: actor.userId });
    if (before?.body !== body) {
      await writeAuditEvent(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'organization.letter_template_saved',
        entityType: 'organization',
        entityId: actor.organizationId,
        details: { ...key, from: before?.body ?? null, to: body },
        ipAddress: actor.ipAddress,
      });
    }
    return templateOf(key, saved);
  });
}

/** Goes back to the built-in wording of one kind in one language (audited when there was a wording of its own). */
export async function resetLetterTemplate(
  db: Database,
  actor: OrganizationActor,
  key: TemplateKey,
): Promise<TLetterTemplate> {
  return db.transaction(async (tx) => {
    const removed = await deleteLetterTemplate(tx, { organizationId: actor.organizationId, ...key });
    if (removed) {
      await writeAuditEvent(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'organization.letter_template_reset',
        entityType: 'organization',
        entityId: actor.organizationId,
        details: { ...key, from: removed.body },
        ipAddress: actor.ipAddress,
      });
    }
    return templateOf(key, null);
  });
}

/**
 * A body (saved or being edited) filled with one lease's real data: the lease asked for, else the organization's
 * first lease running today. Without any lease the body comes back as written.
 */
export async function previewLetterTemplate(
  db: Database,
  actor: OrganizationActor,
  input: TPreviewLetterTemplateRequest,
  today: string,
): Promise<TLetterTemplatePreview> {
  const { kind, language, body, leaseId } = ZPreviewLetterTemplateRequest.parse(input);
  assertKnownVariables(kind, body);
  const leases = await findLetterLeaseChoices(db, { organizationId: actor.organizationId, today });
  const chosenId = leaseId ?? leases[0]?.id;
  if (!chosenId) return { text: body, lease: null, leases };
  const facts = await findLetterLeaseFacts(db, { organizationId: actor.organizationId, leaseId: chosenId, today });
  if (!facts) throw new AppError('not_found', 'Lease not found');
  return {
    text: renderTemplate(body, previewLetterVariables(kind, facts, language, today)),
    lease: { id: facts.leaseId, label: `${facts.tenantName ?? ''} — ${facts.propertyName}, ${facts.unitLabel}` },
    leases,
  };
}

/** The facts letters about one lease of the organization state (tenant, home, rent, rent rules, balance). */
export async function leaseFactsOf(db: Database, scope: { organizationId: string; leaseId: string }, today: string) {
  const facts = await findLetterLeaseFacts(db, { ...scope, today });
  if (!facts) throw new AppError('not_found', 'Lease not found');
  return facts;
}

async function fillLeaseLetter(
  db: Database,
  organizationId: string,
  key: TemplateKey,
  variables: Record<string, string>,
  forPdf: boolean,
) {
  const body = await letterTemplateBody(db, organizationId, key.kind, key.language);
  return renderTemplate(
    body,
    forPdf ? Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, isolate(value)])) : variables,
  );
}

/**
 * A text about one lease of the organization in `language`: its template (the organization's own, else the
 * default) filled with the lease's facts and the kind's own `values` (a payment, a period, an overdue charge).
 * For a PDF each value is a Unicode isolate, so a Latin name or an amount keeps its order in a Hebrew sentence.
 */
export async function renderLeaseLetter(
  db: Database,
  scope: { organizationId: string; leaseId: string },
  key: TemplateKey,
  today: string,
  values: Record<string, string>,
  options: { forPdf: boolean },
): Promise<string> {
  const facts = await leaseFactsOf(db, scope, today);
  const variables = { ...commonLetterVariables(facts, key.language, today), ...values };
  return fillLeaseLetter(db, scope.organizationId, key, variables, options.forPdf);
}

/** What a lease agreement in `language` states of the organization's rules: grace days, late fee, its own clauses. */
export async function leaseAgreementTerms(
  db: Database,
  scope: { organizationId: string; leaseId: string },
  language: TLanguage,
  today: string,
) {
  const facts = await leaseFactsOf(db, scope, today);
  const variables = commonLetterVariables(facts, language, today);
  return {
    rentRules: { graceDays: facts.graceDays, lateFee: variables['organization.lateFee'] },
    clauses: await fillLeaseLetter(db, scope.organizationId, { kind: 'lease_clauses', language }, variables, true),
  };
}
