// Mends to Payload's admin that its configuration cannot reach (docs/payload-arabic-upstream.md):
// exact replacements in the installed packages, run after every install (package.json `postinstall`).
// Each text must be found once, or be mended already; a Payload upgrade that changes one stops the
// install here, to be looked at again (and dropped once Payload ships the fix).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const uiBundle = '@payloadcms/ui/dist/exports/client/index.js'

const fixes = [
  {
    why: "the dashboard's 'Create new' links were named with the collection's label unread ([object Object])",
    file: '@payloadcms/ui/dist/widgets/CollectionCards/index.js',
    from: "\"aria-label\": t('general:createNewLabel', {\n                      label\n                    }),",
    to: "\"aria-label\": t('general:createNewLabel', {\n                      label: title\n                    }),",
  },
  {
    why: 'a field\'s content-language suffix showed the code ("— ar") when languages are named per admin language',
    file: uiBundle,
    from: '_3("span",{className:"localized",children:["\\u2014 ",typeof y=="string"?y:C]})',
    to: '_3("span",{className:"localized",children:["\\u2014 ",typeof y=="string"?y:y?pj(y,b):C]})',
  },
  {
    why: "a relationship's 'Add new' button was named with the collection's label unread ([object Object])",
    file: uiBundle,
    from: '{t:u}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:d?.labels.singular})',
    to: '{t:u,i18n:__i18n}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:$0(d?.labels.singular,__i18n)})',
  },
  {
    why: "live preview's first size was named \"Responsive\" in every admin language (now general:responsive)",
    file: uiBundle,
    from: 'Zo("span",{children:o.find(m=>m.name==e)?.label??u.label})',
    to: 'Zo("span",{children:(m=>m&&m.name==="responsive"?a("general:responsive"):m?.label)(o.find(m=>m.name==e))??u.label})',
  },
  {
    why: "(the same, in the list of sizes)",
    file: uiBundle,
    from: 'Zo(Ce.Button,{active:h.name==e,onClick:()=>{n(h.name),p()},children:h.label},h.name)',
    to: 'Zo(Ce.Button,{active:h.name==e,onClick:()=>{n(h.name),p()},children:h.name==="responsive"?a("general:responsive"):h.label},h.name)',
  },
  {
    why: 'the version comparison\'s fold button was named "Expand"/"Collapse" in every admin language',
    file: '@payloadcms/next/dist/views/Version/RenderFieldsToDiff/DiffCollapser/index.js',
    from: '"aria-label": isCollapsed ? "Expand" : "Collapse",',
    to: '"aria-label": isCollapsed ? t("general:open") : t("general:collapse"),',
  },
  {
    why: "the version comparison named a field's content language by its code (\"ar\"): named in the admin's language",
    file: uiBundle,
    from: 's&&Nre("span",{className:`${Sw}__locale-label`,children:s})',
    to: 's&&Nre("span",{className:`${Sw}__locale-label`,children:new Intl.DisplayNames([n.language],{type:"language"}).of(s)})',
  },
  {
    why: '(the same, where the comparison is drawn on the server)',
    file: '@payloadcms/ui/dist/elements/FieldDiffContainer/index.js',
    from: '__locale-label`,\n        children: locale\n',
    to: "__locale-label`,\n        children: new Intl.DisplayNames([i18n.language], { type: 'language' }).of(locale)\n",
  },
  ...[
    ['Tabs', 10],
    ['Group', 12],
    ['Iterable', 12],
  ].map(([kind, indent]) => ({
    why: '(the same, for tabs, a group, an array or blocks)',
    file: `@payloadcms/next/dist/views/Version/RenderFieldsToDiff/fields/${kind}/index.js`,
    from: `__locale-label\`,\n${' '.repeat(indent)}children: locale\n`,
    to: `__locale-label\`,\n${' '.repeat(indent)}children: new Intl.DisplayNames([i18n.language], { type: 'language' }).of(locale)\n`,
  })),
  {
    why: 'the client field map is kept per collection for the whole process, with labels Payload writes as functions (its own "Updated At") read in the language of whoever opened it first: the Arabic version comparison said "Updated At" after an English editor had opened one',
    file: '@payloadcms/ui/dist/utilities/getClientSchemaMap.js',
    from: 'const cacheKey = collectionSlug || globalSlug || `widget:${widgetSlug}`;',
    to: 'const cacheKey = `${collectionSlug || globalSlug || `widget:${widgetSlug}`}:${i18n?.language}`;',
  },
  {
    why: "the versions list showed each version's database ID, not who saved it (the name each version keeps in editedBy)",
    file: '@payloadcms/next/dist/views/Versions/buildColumns.js',
    from: `    Heading: /*#__PURE__*/_jsx(SortColumn, {
      disable: true,
      Label: t('version:versionID'),
      name: "id"
    }),
    renderedCells: docs.map((doc, i) => {
      return /*#__PURE__*/_jsx(IDCell, {
        id: doc.id
      }, i);
    })`,
    to: `    Heading: /*#__PURE__*/_jsx(SortColumn, {
      disable: true,
      Label: t('version:savedBy'),
      name: "editedBy"
    }),
    renderedCells: docs.map((doc, i) => {
      return /*#__PURE__*/_jsx("span", {
        children: doc.version?.editedBy || '—'
      }, i);
    })`,
  },
  {
    why: 'the version comparison listed the content languages shown by their codes ("en, ar")',
    file: '@payloadcms/next/dist/views/Version/Default/index.js',
    from: '.map(locale_2 => locale_2.name).join(\', \')',
    to: ".map(locale_2 => new Intl.DisplayNames([i18n.language], { type: 'language' }).of(locale_2.name)).join(i18n.language === 'ar' ? '، ' : ', ')",
  },
  {
    why: "the admin's code editor (Monaco: rich text's code blocks) fetched its files from a CDN, which the admin's policy refuses (a code block showed empty): from this site (src/app/(payload)/admin/monaco)",
    file: '@payloadcms/ui/dist/exports/client/chunk-2GZJJKQF.js',
    from: 'paths:{vs:"https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/vs"}',
    to: 'paths:{vs:"/admin/monaco/vs"}',
  },
  ...['es', 'cjs'].map((format) => ({
    why: '(the same, in the loader as its own package imports it)',
    file: `@monaco-editor/loader/lib/${format}/config/index.js`,
    from: "vs: 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/vs'",
    to: "vs: '/admin/monaco/vs'",
  })),
]

const count = (text, part) => text.split(part).length - 1
for (const fix of fixes) {
  const file = path.resolve('node_modules', fix.file)
  const text = readFileSync(file, 'utf8')
  if (count(text, fix.to) === 1 && count(text, fix.from) === 0) continue
  if (count(text, fix.from) !== 1) throw new Error(`${fix.file}: the text to mend (${fix.why}) is not there once; Payload changed: look at this fix again`)
  writeFileSync(file, text.replace(fix.from, fix.to))
}
console.log(`Payload admin: ${fixes.length} mends in place (scripts/payload-admin-fixes.mjs)`)
