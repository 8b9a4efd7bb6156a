/**
 * The import floors of src/, checked on every `npm test` (scripts/test.mjs); see
 * docs/decisions/030-layers.md. From the ground up:
 *   1. the ground: lib, forms (the forms' model), i18n, fonts, env.ts
 *   2. the content model: access, labels, fields, block configs, collections, globals
 *   3. payload.config.ts, the composition root: the one module that may import any floor
 *   4. data: everything that needs Payload or the content model (reads, GraphQL, SEO from content)
 *   5. submissions: the public forms on the server, the spool, the e-mail queue (one entry: index.ts)
 *   6. jobs: the background work of every server process, scheduled publishing
 *   7. components and the blocks' renderers, 8. views, 9. app (the route files)
 * Beside them, the production server in front of Next.js (src/server) stands on the ground alone.
 * A module imports from its own floor or below, never from a floor above; no folder imports another
 * that reaches back to it.
 */
const ground = '^src/(lib|forms|i18n|fonts)/|^src/env\\.ts$'
const contentModel = '^src/(access|labels|fields|collections|globals)/|^src/blocks/(index|[^/]+/config)\\.ts$'
const blockRenderers = '^src/blocks/(?!index\\.ts$)(?![^/]+/config\\.ts$)'
const abovePayload = '^src/(payload\\.config\\.ts$|data/|submissions/|jobs/|seed/|server/|components/|views/|app/)'

module.exports = {
  forbidden: [
    {
      name: 'lib-is-the-ground-floor',
      comment: 'src/lib serves every other folder: it imports only itself, the locale registry and the environment (no Payload configuration, no content model, no server, no forms).',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/(lib/|i18n/)|^src/env\\.ts$' },
    },
    {
      name: 'forms-model-on-the-ground',
      comment: 'The forms model (schemas, options, limits, state) runs in the browser, on the server and in the collections: it imports only the ground floor.',
      severity: 'error',
      from: { path: '^src/forms/' },
      to: { path: '^src/', pathNot: ground },
    },
    {
      name: 'content-model-below-data',
      comment: 'The content model (collections, globals, fields, access, the admin labels, block configs) is what the data layer reads: it imports neither the configuration that assembles it nor anything that reads or renders it.',
      severity: 'error',
      from: { path: contentModel, pathNot: '\\.test\\.ts$' },
      to: { path: `${abovePayload}|${blockRenderers}` },
    },
    {
      name: 'only-data-opens-payload',
      comment: "The Payload instance is reached through src/data (data/payload.ts); the app's generated Payload routes and the seed name the configuration too.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(data|app|seed)/|\\.test\\.ts$' },
      to: { path: '^src/payload\\.config\\.ts$' },
    },
    {
      name: 'data-below-features',
      comment: 'The data layer never imports the features built on it, nor what renders it.',
      severity: 'error',
      from: { path: '^src/data/' },
      to: { path: `^src/(submissions|jobs|seed|server|components|views|app)/|${blockRenderers}` },
    },
    {
      name: 'submissions-below-jobs-and-components',
      severity: 'error',
      from: { path: '^src/submissions/' },
      to: { path: `^src/(jobs|seed|server|components|views|app)/|${blockRenderers}` },
    },
    {
      name: 'submissions-have-one-door',
      comment: 'Outside src/submissions, its modules are reached through src/submissions/index.ts alone; Payload\'s configuration registers the e-mail task from its own file (through the index it would import itself back).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/submissions/|^src/payload\\.config\\.ts$|\\.test\\.ts$' },
      to: { path: '^src/submissions/', pathNot: '^src/submissions/index\\.ts$' },
    },
    {
      name: 'configuration-registers-only-the-email-task',
      severity: 'error',
      comment: 'Besides the e-mail task, the configuration registers the personal-data endpoints, which reach Payload through the request, not data/payload.ts.',
      from: { path: '^src/payload\\.config\\.ts$' },
      to: { path: '^src/submissions/', pathNot: '^src/submissions/(email/send-email|personal-data\\.endpoints)\\.ts$' },
    },
    {
      name: 'jobs-below-components',
      severity: 'error',
      from: { path: '^src/jobs/' },
      to: { path: `^src/(seed|server|components|views|app)/|${blockRenderers}` },
    },
    {
      name: 'components-below-views',
      severity: 'error',
      from: { path: `^src/components/|${blockRenderers}` },
      to: { path: '^src/(jobs|seed|server|views|app)/' },
    },
    {
      name: 'views-below-app',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/(jobs|seed|server|app)/' },
    },
    {
      name: 'server-stands-on-the-ground',
      comment: 'The production server in front of Next.js is bundled apart from the app: it imports only the ground floor.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/', pathNot: `^src/server/|${ground}` },
    },
    {
      name: 'browser-code-never-imports-server-code',
      comment: 'Client components reach the submissions only through the server actions their server parent passes in, and the data layer only for its types.',
      severity: 'error',
      from: { path: '\\.client\\.tsx$|^src/components/forms/use[A-Z][^/]*\\.ts$' },
      to: { path: '^src/(submissions|jobs|data)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle makes the order of evaluation matter.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No folder of src/ (with what it holds) imports one that imports it back. payload.config.ts stands in src/ itself, which holds every module: the composition root may import any folder.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/(migrations|payload-types\\.ts)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
