type Tree = { [key: string]: string | Tree }

/**
 * The messages at `keys` (dotted paths: namespaces like `Blog` or parts like `Forms.errors`), in
 * their places in the tree and nothing else. No imports: next.config.ts uses it too.
 */
export function pickMessages(tree: Tree, keys: readonly string[]): Tree {
  const picked: Tree = {}
  for (const key of keys) {
    const path = key.split('.')
    let from: string | Tree | undefined = tree
    let into = picked
    path.forEach((part, i) => {
      from = typeof from === 'object' ? from[part] : undefined
      if (from === undefined) throw new Error(`pickMessages: no message at ${key}`)
      if (i === path.length - 1) into[part] = from
      else into = (into[part] ??= {}) as Tree
    })
  }
  return picked
}
