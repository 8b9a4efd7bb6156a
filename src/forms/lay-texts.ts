/*
 * Laying the editors' texts over a form's messages, in the browser and on the server: apart from
 * texts.ts, which reads the message files, so that the form's code in the browser carries none.
 */

/** A form's texts by message key, nested as in the message files (`channels.email`). */
export type TextTree = { [key: string]: string | TextTree }

/** `tree` (a messages tree) with `texts` laid over a form's messages (`Forms.{form}`), nested keys too. */
export function layTexts<Tree extends object>(tree: Tree, form: 'consultation' | 'application', texts: TextTree | undefined): Tree {
  if (!texts || Object.keys(texts).length === 0) return tree
  const over = (base: unknown, top: TextTree): TextTree => {
    const out: TextTree = { ...(base as TextTree) }
    for (const [key, value] of Object.entries(top)) out[key] = typeof value === 'string' || Array.isArray(value) ? value : over(out[key], value)
    return out
  }
  const forms = (tree as { Forms?: Record<string, unknown> }).Forms ?? {}
  return { ...tree, Forms: { ...forms, [form]: over(forms[form], texts) } }
}
