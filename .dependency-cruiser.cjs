/** Import boundaries of docs/architecture.md: arrows point down, no cycles. */
module.exports = {
  forbidden: [
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
