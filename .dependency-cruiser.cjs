/** Import boundaries of docs/architecture.md: arrows point down, no cycles. */

/**
 * The floors of apps/server/src, bottom first, each entry a folder (a module under modules/) or a top-level file.
 * A folder imports only from floors below its own, never sideways or up; tests (`*.test.ts`, `src/test/`) stand
 * on top of everything and are left out. So the graph taken folder by folder (`depcruise --collapse`) has no cycle.
 */
const SERVER_FLOORS = [
  ['lib', 'types'],
  ['files'],
  ['mail', 'domain-sql', 'documents', 'outbound-fetch'],
  ['env.ts', 'graceful-shutdown.ts', 'pglite-template-command.ts'],
  ['app-deps.ts'],
  ['modules/audit', 'modules/health', 'modules/mail-budgets'],
  ['modules/openapi'],
  ['modules/accounts'],
  ['auth', 'modules/notifications'],
  ['modules/users'],
  ['modules/backup', 'modules/contact', 'modules/bootstrap'],
  ['modules/site-admin', 'spa'],
  [
    'modules/documents',
    'modules/messages',
    'modules/social-posting',
    'modules/maintenance-analysis',
    'modules/workflows',
    'modules/letter-templates',
  ],
  ['modules/payments'],
  ['modules/online-payments'],
  ['modules/organization'],
  ['modules/properties'],
  ['modules/addresses', 'modules/portfolios', 'modules/financials', 'modules/short-term-rentals'],
  ['modules/tenants', 'modules/rent-prediction', 'modules/overdue-letters'],
  ['modules/rent-mailings'],
  [
    'modules/maintenance',
    'modules/signatures',
    'modules/dashboard',
    'modules/tenant-portal',
    'modules/calendar',
    'modules/analytics',
  ],
  ['modules/expenses', 'modules/financial-insights'],
  ['multi-instance'],
  ['create-app-deps.ts'],
  ['app.ts', 'jobs', 'seed'],
  ['main.ts', 'client.ts', 'storage-copy-to-s3.ts'],
];

/**
 * The only imports running up, each `import type` (gone at run time) with its reason. At most five (issue 30).
 */
const SERVER_TYPES_FROM_ABOVE = {
  'app-deps.ts': {
    auth: 'the dependency container names the auth instance and session cache it carries',
    'modules/notifications': 'and the notifier',
    'modules/properties': 'and the properties list cache',
  },
  'modules/accounts': { auth: 'the actor is resolved from a better-auth session: its `Auth` type' },
  documents: { 'modules/analytics': "the report renderer reads the analytics report's rows and context types" },
};

const SERVER = 'apps/server/src/';
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nodePath = (node) => `^${escapeRegex(SERVER + node)}${node.endsWith('.ts') ? '$' : '/'}`;
const anyOf = (nodes) => nodes.map(nodePath).join('|');
const NOT_TESTS = '\\.test\\.ts$|^apps/server/src/test/';

const serverFloorRules = SERVER_FLOORS.flatMap((floor, level) =>
  floor.flatMap((node) => {
    const notBelow = SERVER_FLOORS.slice(level)
      .flat()
      .filter((other) => other !== node);
    const allowedTypes = Object.keys(SERVER_TYPES_FROM_ABOVE[node] ?? {});
    const from = { path: nodePath(node), pathNot: NOT_TESTS };
    return [
      {
        name: `server-floors: ${node}`,
        comment: 'a folder of apps/server/src imports only from the floors below it (SERVER_FLOORS)',
        severity: 'error',
        from,
        to: { path: anyOf(notBelow), dependencyTypesNot: ['type-only'] },
      },
      {
        name: `server-floors (types): ${node}`,
        comment: 'type imports follow the floors too, but for the few of SERVER_TYPES_FROM_ABOVE',
        severity: 'error',
        from,
        to: { path: anyOf(notBelow.filter((other) => !allowedTypes.includes(other))), dependencyTypes: ['type-only'] },
      },
    ];
  }),
);

module.exports = {
  forbidden: [
    ...serverFloorRules,
    {
      name: 'server-floors-name-every-folder',
      comment: 'a new folder or top-level file of apps/server/src gets its floor in SERVER_FLOORS',
      severity: 'error',
      from: { path: `^${SERVER}`, pathNot: `${NOT_TESTS}|${anyOf(SERVER_FLOORS.flat())}` },
      to: {},
    },
    {
      name: 'no-cycles',
      comment: 'type-only imports vanish at run time, so a cycle through one is no cycle',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contracts-is-a-leaf',
      comment: 'contracts imports only zod',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^(packages/(domain|db)|apps)/' },
    },
    {
      name: 'domain-imports-only-contracts',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^(packages/db|apps)/' },
    },
    {
      name: 'db-below-apps',
      severity: 'error',
      from: { path: '^packages/db' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server-or-db',
      comment: 'the browser bundle must not contain server code; the one exception is the next rule',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^(apps/server|packages/db)/', pathNot: '^apps/server/dist-types/src/client\\.d\\.ts$' },
    },
    {
      name: 'web-imports-only-the-api-client-type',
      comment:
        "the web may import the server's typed client as `tsc -p apps/server` emits it (apps/server/dist-types/src/client.d.ts), with `import type` only",
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server/dist-types/src/client\\.d\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-features-are-independent',
      comment: 'what two features need moves down to components/ui or lib',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-lib-never-imports-modules',
      comment: 'lib is shared plumbing below every feature module; what needs a feature lives in that module',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-modules-do-not-read-each-others-repos',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/([^/]+)/[^/]+\\.repo\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.tmp)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default'] },
  },
};
