import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Repo functions that read or write across organizations, each with its reason. A whole file is named when every
 * function in it is such. Everything else takes the organization scope (docs/architecture.md, 'Access').
 */
const CROSS_ORGANIZATION: Record<string, string> = {
  'documents/seal-certificates.repo.ts': "the installation's seal certificate belongs to no organization",
  'jobs/job-runs.repo.ts': 'the scheduler claims runs of jobs that serve every organization',
  'mail/mail-outbox.repo.ts': 'the deliverer sends every queued mail',
  'modules/bootstrap/bootstrap.repo.ts': 'the first site administrator exists before any organization',
  'modules/contact/contact.repo.ts': "the public contact form's messages are read by site administrators",
  'modules/health/database-size.repo.ts': "the database's size is the installation's",
  'modules/site-admin/site-admin.repo.ts': 'the site administrator console reads across organizations',
  'modules/site-admin/demo-accounts.repo.ts':
    'the demo accounts of every organization, for the console and the start-up warning',
  'modules/accounts/accounts.repo.ts#countUsers': 'whether anyone has signed up yet',
  'modules/accounts/accounts.repo.ts#findRoleByEmail': 'signing in, before anyone knows the organization',
  'modules/accounts/accounts.repo.ts#findNotificationSettings':
    "the settings of people, who belong to no organization's rows",
  'modules/calendar/calendar.repo.ts#findLiveFeedByTokenHash': 'public feed look-up by its secret token',
  'modules/expenses/expenses.repo.ts#markWrittenThrough':
    'the recurring-expenses job, over the templates it has just read',
  'modules/organization/organization.repo.ts#findOrganizationTimeZones':
    "the scheduler's time zones of every organization",
  'modules/portfolios/portfolios.repo.ts#findPortfolioByTokenHash': 'public share look-up by its secret token',
  'modules/short-term-rentals/short-term-rentals.repo.ts#findListingByFeedTokenHash':
    'public export feed look-up by its secret token',
  'modules/short-term-rentals/short-term-rentals.repo.ts#completePastBookings':
    'the daily job, over every organization (or a time zone)',
  'modules/short-term-rentals/short-term-rentals.repo.ts#listActiveImportFeeds':
    'the polling job, over every organization',
  'modules/signatures/signatures.repo.ts#findSignerByTokenHash': 'public signing look-up by its secret token',
  'modules/signatures/signatures.repo.ts#findRequestByFinalSha256': 'the public seal check, by the document’s hash',
  'modules/signatures/signatures.repo.ts#listRequestsAwaitingCompletion':
    'the daily completion job, over every organization',
  'modules/signatures/signatures.repo.ts#listSignersDueForReminder': 'the daily reminder job, over every organization',
  'modules/signatures/signatures.repo.ts#findLanguageOfEmail':
    "a person's language, whoever's organization they are in",
  'modules/signatures/signatures.repo.ts#findLanguageOfUser': "a person's language, whoever's organization they are in",
  'modules/signatures/signatures.repo.ts#findSender': "the sender's own name and email, to tell them",
  'modules/workflows/workflows.repo.ts#findUserNames':
    "the preview's recipients, found in the organization's rows; a person (a tenant too) is in no organization's",
  'modules/tenants/leases.repo.ts#refreshStaleLeaseStatuses': 'the daily job, over every organization (or a time zone)',
  'modules/tenants/leases.repo.ts#listLeasesNeedingCharges': 'the daily job, over every organization (or a time zone)',
  'modules/rent-mailings/rent-mailings.repo.ts#listOrganizationsSendingNotices':
    'the daily notice job, over every organization (or a time zone)',
  'modules/tenants/leases.repo.ts#findLeaseParties': "the demo seed finds a lease's organization from its id",
  'modules/users/users.repo.ts#listActiveSiteAdmins': 'site administrators belong to no organization',
  'modules/users/users.repo.ts#countSiteAdmins': 'site administrators belong to no organization',
  'modules/workflows/workflows.repo.ts#listActiveRules': 'the reminder runner, over every organization',
  'modules/workflows/workflows.repo.ts#markDeliverySent': 'the reminder runner, on the delivery it has just claimed',
  'modules/workflows/workflows.repo.ts#markDeliveryFailed': 'the reminder runner, on the delivery it has just claimed',
};

const SOURCE = import.meta.dirname;

type RepoFunction = { key: string; file: string; name: string; problem: string | null };

function repoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return repoFiles(full);
    return entry.name.endsWith('.repo.ts') ? [full] : [];
  });
}

function exportedFunctions(source: ts.SourceFile) {
  return source.statements.flatMap((statement) => {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) return [];
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      return [{ name: statement.name.text, fn: statement as ts.FunctionLikeDeclaration }];
    }
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer;
      if (!value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return [];
      return [{ name: declaration.name.getText(source), fn: value as ts.FunctionLikeDeclaration }];
    });
  });
}

/** The file's own type aliases, by name, as written. */
function localTypes(source: ts.SourceFile): Map<string, string> {
  return new Map(
    source.statements.filter(ts.isTypeAliasDeclaration).map((alias) => [alias.name.text, alias.type.getText(source)]),
  );
}

/** A type that carries the organization: it names `organizationId`, or holds a type of the file that does. */
function carriesOrganization(type: string, types: Map<string, string>, seen = new Set<string>()): boolean {
  if (/\borganizationId\b/.test(type)) return true;
  return [...type.matchAll(/\b[A-Z]\w*/g)].some(([name]) => {
    const aliased = types.get(name);
    if (aliased === undefined || seen.has(name)) return false;
    seen.add(name);
    return carriesOrganization(aliased, types, seen);
  });
}

/** A scope parameter is named `scope` or `organizationId`, or its type carries the organization. */
function isScopeParameter(parameter: ts.ParameterDeclaration, source: ts.SourceFile, types: Map<string, string>) {
  const name = parameter.name.getText(source);
  return (
    name === 'scope' || name === 'organizationId' || carriesOrganization(parameter.type?.getText(source) ?? '', types)
  );
}

function isUsedIn(body: ts.Node, name: string): boolean {
  let used = false;
  const visit = (node: ts.Node) => {
    if (used) return;
    if (ts.isIdentifier(node) && node.text === name) used = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return used;
}

function problemOf(
  fn: ts.FunctionLikeDeclaration,
  name: string,
  source: ts.SourceFile,
  types: Map<string, string>,
): string | null {
  const [first, ...rest] = fn.parameters;
  if (!first || !['db', 'tx'].includes(first.name.getText(source))) return null;
  // A new row carries its organization among its values; there is no WHERE to scope.
  if (name.startsWith('insert')) return null;
  const scope = rest.find((parameter) => isScopeParameter(parameter, source, types));
  if (!scope) return 'takes no scope parameter';
  if (!fn.body || !isUsedIn(fn.body, scope.name.getText(source))) return 'never reads its scope';
  return null;
}

function readRepoFunctions(): RepoFunction[] {
  return repoFiles(SOURCE).flatMap((full) => {
    const file = path.relative(SOURCE, full).split(path.sep).join('/');
    const source = ts.createSourceFile(full, readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true);
    const types = localTypes(source);
    return exportedFunctions(source).map(({ name, fn }) => ({
      key: `${file}#${name}`,
      file,
      name,
      problem: problemOf(fn, name, source, types),
    }));
  });
}

describe('repo functions', () => {
  const functions = readRepoFunctions();

  it('each take the organization scope and read it, but for the cross-organization ones', () => {
    const unscoped = functions
      .filter((fn) => fn.problem && !(fn.file in CROSS_ORGANIZATION) && !(fn.key in CROSS_ORGANIZATION))
      .map((fn) => `${fn.key}: ${fn.problem}`);
    expect(unscoped).toEqual([]);
  });

  it('are found, so the rule above has something to check', () => {
    expect(functions.filter((fn) => fn.problem === null).length).toBeGreaterThan(150);
  });

  it('allow-list only functions that exist, each with its reason', () => {
    const known = new Set(functions.flatMap((fn) => [fn.key, fn.file]));
    const stale = Object.keys(CROSS_ORGANIZATION).filter((key) => !known.has(key));
    expect(stale).toEqual([]);
    expect(Object.entries(CROSS_ORGANIZATION).filter(([, reason]) => reason.trim() === '')).toEqual([]);
  });
});
