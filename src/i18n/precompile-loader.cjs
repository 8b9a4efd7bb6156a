// A Turbopack loader for the message files: every message compiled with icu-minify, as next-intl's
// `precompile` option does (next.config.ts, ADR 011), written back as JSON: the files stay JSON
// modules for the import attribute that plain Node needs (src/i18n/messages.ts). CommonJS:
// Turbopack runs loaders in Node; icu-minify is an ES module, hence the dynamic import.

/** A tree of messages with every message compiled. next.config.ts compiles the forms' messages with it too. */
async function compileMessages(tree) {
  const { default: compile } = await import('icu-minify/compile')
  const compileTree = (node) => Object.fromEntries(Object.entries(node).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileTree(value)]))
  return compileTree(tree)
}

module.exports = function precompileMessages(source) {
  const done = this.async()
  compileMessages(JSON.parse(source)).then(
    (compiled) => done(null, JSON.stringify(compiled)),
    (error) => done(error),
  )
}
module.exports.compileMessages = compileMessages
