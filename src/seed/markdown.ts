import { convertMarkdownToLexical } from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

const imageLine = /^\{\{image:([a-z0-9-]+)\}\}$/
const codeLanguages: Record<string, string> = { sh: 'shell', bash: 'shell', ts: 'typescript', js: 'javascript', py: 'python' }

type LexicalRoot = { root: { children: unknown[] } & Record<string, unknown> }

/**
 * Markdown from the content folder to Lexical JSON. A line `{{image:KEY}}` becomes an upload node
 * for that media item; fenced code becomes the editor's code block.
 */
export function markdownToLexical(
  markdown: string,
  editorConfig: SanitizedServerEditorConfig,
  mediaId: (key: string) => number,
  knownLanguages: ReadonlySet<string>,
): LexicalRoot {
  const normalized = markdown.replace(/^```(\w+)/gm, (_, lang: string) => {
    const mapped = codeLanguages[lang] ?? lang
    return '```' + (knownLanguages.has(mapped) ? mapped : 'plaintext')
  })

  const children: unknown[] = []
  let chunk: string[] = []
  const flush = () => {
    const text = chunk.join('\n').trim()
    chunk = []
    if (!text) return
    const converted = convertMarkdownToLexical({ editorConfig, markdown: text }) as unknown as LexicalRoot
    children.push(...converted.root.children)
  }
  for (const line of normalized.split('\n')) {
    const match = imageLine.exec(line.trim())
    if (!match?.[1]) {
      chunk.push(line)
      continue
    }
    flush()
    children.push({ type: 'upload', version: 3, format: '', fields: null, relationTo: 'media', value: mediaId(match[1]) })
  }
  flush()
  return {
    root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children },
  }
}
