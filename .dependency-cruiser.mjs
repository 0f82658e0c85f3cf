// The house's import boundaries (CONTRIBUTING.md "How the code is organised"), checked on every
// `npm test` by dependency-cruiser. Type-only imports count: a cycle of types is still a cycle.
// test/architecture/boundaries.test.ts proves that each rule fails on a tree that breaks it.

/** What every part of the portal may use: the floors below the flows. */
const SHARED = '^src/(api|config|forms|i18n|platform|ui|shell|atlas)/';
/** The lowest floors: they know no screen of the portal. */
const FOUNDATION = '^src/(api|config|forms|i18n|platform|atlas)/';
/** Where flows are composed: the route tree, the dashboard's widget registry, the entry. */
const COMPOSITION = '^src/(routes|widgets)/|^src/(router|main|routeTree[.]gen)[.]tsx?$';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
export const forbidden = [
  {
    name: 'no-cycle',
    comment: 'Files that import each other, directly or through others (type-only imports included).',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'machines-are-pure',
    comment: 'A statechart imports xstate and sibling machines only: its effects are provided by src/.',
    severity: 'error',
    from: { path: '^machines/' },
    to: { pathNot: ['^machines/', '^node_modules/xstate/'] },
  },
  {
    name: 'flows-stand-alone',
    comment: 'A flow folder never imports another flow: routes and widgets compose them.',
    severity: 'error',
    from: { path: '^src/flows/([^/]+)/' },
    to: { path: '^src/flows/', pathNot: '^src/flows/$1/' },
  },
  {
    name: 'shared-parts-know-no-flow',
    comment:
      'Shared parts (gateway, config, forms, i18n, platform, ui, shell, atlas) never import a flow or the composition.',
    severity: 'error',
    from: { path: SHARED },
    to: { path: ['^src/flows/', COMPOSITION] },
  },
  {
    name: 'foundation-knows-no-screen',
    comment: 'The foundation (api, config, forms, i18n, platform, atlas) never imports the ui kit or the shell.',
    severity: 'error',
    from: { path: FOUNDATION },
    to: { path: '^src/(ui|shell)/' },
  },
  {
    name: 'ui-kit-knows-no-shell',
    comment: 'The ui kit is the small shared pieces; the shell (layouts, menus, session) is built on it, not under it.',
    severity: 'error',
    from: { path: '^src/ui/' },
    to: { path: '^src/shell/' },
  },
  {
    name: 'views-read-actors',
    comment:
      'Views (.tsx, hooks, routes) never call the back end: no endpoints, no gateway, no ofetch. They send events to actors made by <flow>.logic.ts.',
    severity: 'error',
    from: { path: ['^src/.+[.]tsx$', '^src/.*/use[A-Z][^/]*[.]ts$', '^src/routes/'] },
    to: { path: ['[.]endpoints[.]ts$', '^src/api/(gateway|endpoints)[.]ts$', '^node_modules/ofetch/'] },
  },
  {
    name: 'contract-is-shared',
    comment: 'src/api/contract is shared with the sandbox back end: it imports nothing else of the portal.',
    severity: 'error',
    from: { path: '^src/api/contract/' },
    to: { path: '^(src|machines)/', pathNot: '^src/api/contract/' },
  },
  {
    name: 'server-shares-only-the-contract',
    comment: 'The back end imports only the shared contract from the portal.',
    severity: 'error',
    from: { path: '^server/' },
    to: { path: '^(src|machines)/', pathNot: '^src/api/contract/' },
  },
  {
    name: 'portal-never-imports-the-server',
    severity: 'error',
    from: { path: '^(src|machines)/' },
    to: { path: '^server/' },
  },
  {
    name: 'code-never-imports-tests',
    severity: 'error',
    from: { path: '^(src|machines|server)/' },
    to: { path: '^test/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/i18n/locales/', '[.]css$', '[.]po$'] },
    // type-only imports are dependencies too: `import type` cycles count
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
