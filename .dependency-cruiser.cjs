/**
 * The import floors of src/, checked on every `npm test` (scripts/test.mjs): lib at the bottom, then
 * the content model (collections, globals, fields, access, admin labels, block configs and types), then
 * components, then views, then the app's route files. A module may import from its own floor or
 * below, never from a floor above it. See README ("How it is built").
 */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-the-ground-floor',
      comment: 'src/lib serves every other folder and imports none of the floors above it.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(components|views|app|blocks|collections|globals|labels)/' },
    },
    {
      name: 'content-model-below-components',
      comment: 'The content model (collections, globals, fields, access, the admin labels, block configs and types) never imports what renders it.',
      severity: 'error',
      from: { path: '^src/(collections|globals|fields|access|labels)/|^src/blocks/([^/]+/config|types|RenderBlocks\\.types)\\.ts$' },
      to: { path: '^src/(components|views|app)/' },
    },
    {
      name: 'components-below-views',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(views|app)/' },
    },
    {
      name: 'views-below-app',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'forms-model-stands-alone',
      comment: 'The forms model (schemas, options, limits, state) runs in the browser, on the server and in the collections: it imports nothing of the server side, nor anything above lib.',
      severity: 'error',
      from: { path: '^src/forms/model/' },
      to: { path: '^src/(forms/server|jobs|collections|globals|fields|access|blocks|components|views|app)/' },
    },
    {
      name: 'browser-code-never-imports-the-forms-server',
      comment: 'Client components reach the server side of the forms only through the server actions their server parent passes in.',
      severity: 'error',
      from: { path: '\\.client\\.tsx$|^src/components/forms/use[A-Z][^/]*\\.ts$' },
      to: { path: '^src/forms/server/' },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle makes the order of evaluation matter.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
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
