// The copy glossary (content/glossary.json) as a check: every Arabic text of the seed content and
// of the message files is read for the renderings the glossary avoids, so that one English term has
// one Arabic rendering everywhere. Used by tests/unit/glossary.test.ts and scripts/glossary.mjs
// (which writes the glossary's table into docs/glossary.md).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// ── Normalisation ────────────────────────────────────────────────────────────────────────────────
// A reader accepts a word with or without its short vowels, tanween, shadda or tatweel, and with any
// form of the hamza on its alef: the check does too. Alef maqsura and taa marbuta stay as they are
// («إلى» is not «الي»), as do the other letters. Shadda is kept only for the spelling rules that
// are about it («تعلّم», not «تعلم»).
const shadda = '\u0651'
const marks = /[\u064B-\u065F\u0670\u06D6-\u06ED]/
const tatweel = '\u0640'
const alefs = { '\u0622': '\u0627', '\u0623': '\u0627', '\u0625': '\u0627', '\u0671': '\u0627' }

/** Normalised text, and for each of its characters the index of the character it came from. */
export function normalize(text, { keepShadda = false } = {}) {
  let out = ''
  const at = []
  let i = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    let mapped = char
    if (char === tatweel || (marks.test(char) && !(keepShadda && char === shadda))) mapped = ''
    else if (alefs[char]) mapped = alefs[char]
    else if (code >= 0x660 && code <= 0x669) mapped = String(code - 0x660)
    else if (code >= 0x6f0 && code <= 0x6f9) mapped = String(code - 0x6f0)
    else mapped = char.toLowerCase()
    for (let k = 0; k < mapped.length; k++) at.push(i)
    out += mapped
    i += char.length
  }
  return { text: out, at }
}

/** The words of a normalised text: letters, their marks and digits, with where each starts and ends. */
export function words(text) {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }))
}

// What may be attached before a word: «و» or «ف», then «ب», «ك» or «ل», then the article; «لل» is
// «ل» before the article. Only these: «إحساس» is not «حساس» with something attached.
const proclitics = new Set(['', 'و', 'ف', 'ب', 'ك', 'ل', 'ال', 'لل', 'وب', 'فب', 'وك', 'فك', 'ول', 'فل', 'وال', 'فال', 'بال', 'كال', 'ولل', 'فلل', 'وبال', 'فبال', 'وكال', 'فكال'])

/**
 * A phrase's first word without its article: «الحسابات الوسيطة» is found as «حسابات وسيطة»,
 * «بالحسابات الوسيطة» and «الحسابات الوسيطة». The words after it keep theirs, since the article
 * there can change the meaning: «مستودع البحيرة» is not «مستودع بحيرة البيانات».
 */
function bare(word) {
  return word.startsWith('ال') && word.length > 4 ? word.slice(2) : word
}

/** Whether a text's word is the pattern's word, with or without what may be attached before it. */
function wordMatches(word, pattern) {
  if (pattern === '#') return /^\d/.test(word)
  if (word.endsWith(pattern) && proclitics.has(word.slice(0, word.length - pattern.length))) return true
  // «ل» before the article drops its alef: «للثانية» is «ل» + «الثانية».
  const core = pattern.startsWith('ال') ? pattern.slice(2) : null
  return core !== null && word.endsWith(core) && ['لل', 'ولل', 'فلل'].includes(word.slice(0, word.length - core.length))
}

/** A phrase to look for: its words, normalised; a word `#` stands for any number. */
export function phraseOf(text, options) {
  return text
    .trim()
    .split(/\s+/)
    .flatMap((part) => (part === '#' ? ['#'] : words(normalize(part, options).text).map(({ word }) => word)))
    .map((word, i) => (i === 0 ? bare(word) : word))
}

/**
 * Where a phrase occurs in a text's words, its words apart by spaces only (not across a full stop,
 * a comma or a title's «|»): [first word, last word] index pairs.
 */
function occurrences(text, tokens, pattern) {
  const found = []
  for (let i = 0; i + pattern.length <= tokens.length; i++) {
    const matches = pattern.every((p, k) => wordMatches(tokens[i + k].word, p) && (k === 0 || /^\s+$/.test(text.slice(tokens[i + k - 1].end, tokens[i + k].start))))
    if (matches) found.push([i, i + pattern.length - 1])
  }
  return found
}

// ── The glossary ─────────────────────────────────────────────────────────────────────────────────

/** Reads content/glossary.json (or another root's). */
export function readGlossary(root = process.cwd()) {
  return JSON.parse(readFileSync(path.join(root, 'content', 'glossary.json'), 'utf8'))
}

const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** The glossary ready for matching. */
export function compileGlossary(glossary) {
  return glossary.terms.map((term) => ({
    term,
    forms: [term.ar, ...asList(term.forms)].map((form) => phraseOf(form)),
    glosses: asList(term.gloss).map((gloss) => gloss.toLowerCase()),
    avoid: asList(term.avoid).map((text) => ({ text, pattern: phraseOf(text) })),
    spelling: asList(term.spelling).map((text) => ({ text, pattern: phraseOf(text, { keepShadda: true }) })),
    latin: asList(term.latin).map((text) => ({ text, pattern: phraseOf(text) })),
    allow: asList(term.allow).map((text) => normalize(text).text),
  }))
}

/** The text inside the parentheses that follow a position, if parentheses follow it. */
function glossAfter(text, end) {
  return /^\s*\(([^()]*)\)/.exec(text.slice(end))
}

/**
 * The slips of one text against the glossary: each with the words as the text writes them, and why.
 * Kinds: `avoid` (a rendering the glossary avoids), `spelling` (the term without the marks it keeps),
 * `latin` (the English term in Arabic text, other than as the term's gloss), `first-use` (the term's
 * first use in the text without its gloss) and `gloss-again` (the gloss after a later use).
 */
export function slipsOf(text, compiled) {
  const plain = normalize(text)
  const withShadda = normalize(text, { keepShadda: true })
  const tokens = words(plain.text)
  const slips = []
  // The words as written, with the marks on their last letter.
  const quote = (norm, from, to) => {
    let end = (norm.at[to - 1] ?? text.length - 1) + 1
    while (end < text.length && (marks.test(text[end]) || text[end] === tatweel)) end++
    return text.slice(norm.at[from], end)
  }
  const slip = (norm, tokenList, [first, last], kind, term, detail) =>
    slips.push({ kind, found: quote(norm, tokenList[first].start, tokenList[last].end), term: term.en, write: term.ar, detail, at: norm.at[tokenList[first].start] })

  for (const { term, forms, glosses, avoid, spelling, latin, allow } of compiled) {
    // Where the term is written, in text order, and whether its gloss follows.
    const uses = forms
      .flatMap((form) => occurrences(plain.text, tokens, form))
      .sort((a, b) => a[0] - b[0])
      .filter((use, i, all) => i === 0 || use[0] > all[i - 1][1])
    const glossed = uses.map((use) => {
      const gloss = glossAfter(plain.text, tokens[use[1]].end)
      return gloss && glosses.includes(`(${gloss[1].trim()})`) ? gloss : null
    })
    if (term.firstUse && glosses.length) {
      uses.forEach((use, i) => {
        if (i === 0 && !glossed[i]) slip(plain, tokens, use, 'first-use', term, `first use without ${asList(term.gloss)[0]}`)
        if (i > 0 && glossed[i]) slip(plain, tokens, use, 'gloss-again', term, 'gloss after the first use')
      })
    }
    // Glosses and allowed phrases (product names) are not renderings: blank them before looking.
    let masked = plain.text
    const blank = (from, to) => (masked = masked.slice(0, from) + ' '.repeat(to - from) + masked.slice(to))
    uses.forEach((use, i) => {
      const gloss = glossed[i]
      if (gloss) blank(tokens[use[1]].end, tokens[use[1]].end + gloss[0].length)
    })
    for (const phraseText of allow) {
      for (let at = masked.indexOf(phraseText); at !== -1; at = masked.indexOf(phraseText, at + 1)) blank(at, at + phraseText.length)
    }
    const maskedTokens = words(masked)
    // Two variants of a term may find the same words («التعلم الآلي», «تعلم آلي»): each is told once.
    const told = new Set()
    const tell = (norm, tokenList, found, kind, variant) => {
      const key = `${norm.at[tokenList[found[0]].start]}:${norm.at[tokenList[found[1]].end - 1]}`
      if (told.has(key)) return
      told.add(key)
      slip(norm, tokenList, found, kind, term, variant)
    }
    for (const [kind, list] of [['avoid', avoid], ['latin', latin]]) {
      for (const { text: variant, pattern } of list) {
        for (const found of occurrences(masked, maskedTokens, pattern)) tell(plain, maskedTokens, found, kind, variant)
      }
    }
    const shaddaTokens = words(withShadda.text)
    for (const { text: variant, pattern } of spelling) {
      for (const found of occurrences(withShadda.text, shaddaTokens, pattern)) tell(withShadda, shaddaTokens, found, 'spelling', variant)
    }
  }
  return slips.sort((a, b) => a.at - b.at)
}

/** Words written twice in a row («(GNN) (GNN)», «في في»), numbers aside, with where they start. */
export function repeatedWords(text) {
  const { text: norm, at } = normalize(text)
  const tokens = words(norm)
  const repeated = []
  for (let i = 1; i < tokens.length; i++) {
    const [a, b] = [tokens[i - 1], tokens[i]]
    if (a.word === b.word && /\p{L}/u.test(a.word) && /^[\s()]*$/.test(norm.slice(a.end, b.start))) {
      repeated.push({ found: text.slice(at[a.start], (at[b.end - 1] ?? text.length - 1) + 1), at: at[a.start] ?? 0 })
    }
  }
  return repeated
}

/** Where in a text a position is, for a report: its field, and in a Markdown body its line. */
export function placeOf({ field, text }, at) {
  return field === 'body' ? `line ${text.slice(0, at).split('\n').length}` : field
}

/** Message values the glossary pins to a term (a label that must read as the term, word for word). */
export function pinnedSlips(glossary, messages) {
  const slips = []
  for (const term of glossary.terms) {
    for (const key of asList(term.pinned)) {
      const value = key.split('.').reduce((node, part) => node?.[part], messages)
      if (value !== term.ar) slips.push({ key, value, write: term.ar, term: term.en })
    }
  }
  return slips
}

// ── The Arabic texts ─────────────────────────────────────────────────────────────────────────────

/** Code is not copy: fenced and inline code go, each line kept (so that line numbers stay right). */
function withoutCode(markdown) {
  return markdown
    .replace(/\{\{image:[^}]*\}\}/g, (image) => ' '.repeat(image.length)).replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length))
}

/** Every Arabic string of a JSON document: the `ar` of each localized value, with its path. */
function arabicOfJson(node, at, found) {
  if (Array.isArray(node)) node.forEach((child, i) => arabicOfJson(child, `${at}[${i}]`, found))
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      const field = at ? `${at}.${key}` : key
      if (key === 'ar' && typeof child === 'string') found.push({ field: at, text: child })
      else arabicOfJson(child, field, found)
    }
  }
  return found
}

/** Every string of the message file, with its key. */
function messagesOf(node, at, found) {
  for (const [key, child] of Object.entries(node)) {
    const field = at ? `${at}.${key}` : key
    if (typeof child === 'string') found.push({ field, text: child })
    else messagesOf(child, field, found)
  }
  return found
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

/**
 * Every Arabic text the site shows from source: the Arabic of every JSON file in content/ (the
 * glossary itself aside), every Arabic Markdown body (`ar.md`, one text a line, code left out) and
 * every message of messages/ar.json. Each as `{ file, field, text }`, the file relative to `root`; a
 * Markdown body is one text (the glossary's first use is the body's), its field `body`.
 */
export function arabicTexts(root = process.cwd()) {
  const texts = []
  for (const file of filesUnder(path.join(root, 'content'))) {
    const name = path.relative(root, file)
    if (name.endsWith('.json') && path.basename(name) !== 'glossary.json') {
      for (const { field, text } of arabicOfJson(JSON.parse(readFileSync(file, 'utf8')), '', [])) texts.push({ file: name, field, text: withoutCode(text) })
    } else if (path.basename(name) === 'ar.md') {
      texts.push({ file: name, field: 'body', text: withoutCode(readFileSync(file, 'utf8')) })
    }
  }
  const messages = JSON.parse(readFileSync(path.join(root, 'messages', 'ar.json'), 'utf8'))
  for (const { field, text } of messagesOf(messages, '', [])) texts.push({ file: 'messages/ar.json', field, text })
  return texts
}

// ── The glossary as a table (docs/glossary.md) ───────────────────────────────────────────────────

export const tableStart = '<!-- glossary:start (written by `npm run glossary` from content/glossary.json; edit the JSON) -->'
export const tableEnd = '<!-- glossary:end -->'

const guillemets = (list) => list.map((text) => `«${text.replaceAll('#', 'N')}»`).join(', ')

/** The glossary's terms as the Markdown table docs/glossary.md shows. */
export function glossaryTable(glossary) {
  const rows = glossary.terms.map((term) => {
    const arabic = `${term.ar}${term.gloss ? ` ${asList(term.gloss)[0]}` : ''}`
    const notes = [
      term.firstUse ? `${asList(term.gloss).map((g) => `«${g}»`).join(' or ')} on the first use in a text (title, summary, body), then the term alone` : '',
      term.note ?? '',
      term.avoid ? `avoid ${guillemets(asList(term.avoid))}` : '',
      term.spelling ? `not ${guillemets(asList(term.spelling))}` : '',
      term.latin ? `${asList(term.latin).join(', ')} only as the gloss${term.allow ? ` (or in ${asList(term.allow).join(', ')})` : ''}` : '',
      term.pinned ? `the label of ${asList(term.pinned).map((key) => `\`${key}\``).join(', ')}` : '',
    ].filter(Boolean)
    return `| ${term.en} | ${arabic} | ${notes.join('; ')} |`
  })
  return [tableStart, '| English concept | Arabic term | Notes / avoid |', '|---|---|---|', ...rows, tableEnd].join('\n')
}

/** docs/glossary.md with its table written from the glossary. */
export function withTable(markdown, glossary) {
  const start = markdown.indexOf(tableStart.slice(0, 20))
  const end = markdown.indexOf(tableEnd)
  if (start === -1 || end === -1) throw new Error('docs/glossary.md has no glossary table markers')
  return markdown.slice(0, start) + glossaryTable(glossary) + markdown.slice(end + tableEnd.length)
}
