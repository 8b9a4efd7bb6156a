// A Turbopack loader for the message files: every message compiled with icu-minify, as next-intl's
// `precompile` option does (next.config.ts, ADR 011), written back as JSON: the files stay JSON
// modules for the import attribute that plain Node needs (src/i18n/messages.ts). CommonJS:
// Turbopack runs loaders in Node; icu-minify is an ES module, hence the dynamic import.
module.exports = function precompileMessages(source) {
  const done = this.async()
  import('icu-minify/compile').then(
    ({ default: compile }) => {
      const compileTree = (tree) => Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileTree(value)]))
      done(null, JSON.stringify(compileTree(JSON.parse(source))))
    },
    (error) => done(error),
  )
}
