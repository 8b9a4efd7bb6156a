import { createElement, Fragment, type ReactNode } from 'react'

type Tags = Record<string, (chunks: ReactNode) => ReactNode>

const placeholder = /<([a-z]+)>([^<]*)<\/\1>|\{([a-zA-Z]+)\}/g

/*
 * The browser fills the few texts whose values only it knows (the address of a missing page, an
 * error's reference) without an ICU formatter, which every page would otherwise load (ADR 011);
 * everything else reaches client components as finished strings from the server. Only plain
 * arguments (`{path}`) and tags (`<bdi>…</bdi>`) are understood: a message with more (plurals,
 * selects, quoting) is refused, and a unit test checks every message filled this way against
 * next-intl's own formatting, in each language.
 */

/** A message with `{arguments}` and `<tags>`, as React nodes. */
export function fillMessage(message: string, values: Record<string, string>, tags: Tags = {}): ReactNode {
  return createElement(Fragment, null, ...fill(message, values, tags))
}

function fill(message: string, values: Record<string, string>, tags: Tags): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of message.matchAll(placeholder)) {
    parts.push(literal(message.slice(last, match.index)))
    const [, tag, inner, name] = match
    if (tag !== undefined) {
      const render = tags[tag]
      if (!render) throw new Error(`fillMessage: no renderer for <${tag}> in ${JSON.stringify(message)}`)
      parts.push(render(fill(inner ?? '', values, {}).join('')))
    } else parts.push(value(values, name ?? '', message))
    last = match.index + match[0].length
  }
  parts.push(literal(message.slice(last)))
  return parts.filter((p) => p !== '')
}

function literal(text: string): string {
  if (/[{}<>']/.test(text)) throw new Error(`fillMessage: only {arguments} and <tags> are supported, not ${JSON.stringify(text)}`)
  return text
}

function value(values: Record<string, string>, name: string, message: string): string {
  const found = values[name]
  if (found === undefined) throw new Error(`fillMessage: no value for {${name}} in ${JSON.stringify(message)}`)
  // ICU writes a plain argument with String(), not with the locale's digits.
  return String(found)
}
