/**
 * The import floors of src/, checked on every `npm test` (scripts/test.mjs): lib at the bottom, then
 * the content model (collections, globals, fields, access, block configs and types), then
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
      to: { path: '^src/(components|views|app|blocks|collections|globals)/' },
    },
    {
      name: 'content-model-below-components',
      comment: 'The content model (collections, globals, fields, access, block configs and types) never imports what renders it.',
      severity: 'error',
      from: { path: '^src/(collections|globals|fields|access)/|^src/blocks/([^/]+/config|types|RenderBlocks\\.types)\\.ts$' },
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
