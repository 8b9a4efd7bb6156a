import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  arabicTexts,
  compileGlossary,
  glossaryTable,
  pinnedSlips,
  placeOf,
  readGlossary,
  repeatedWords,
  slipsOf,
  tableEnd,
  tableStart,
} from '../../scripts/lib/glossary.mjs'

// One English term, one Arabic rendering: the glossary (content/glossary.json) against every Arabic
// text of the seed content and the messages.

const glossary = readGlossary()
const compiled = compileGlossary(glossary)
type Text = { file: string; field: string; text: string }
const found = (text: string) => slipsOf(text, compiled).map((slip: { kind: string; found: string }) => `${slip.kind}: ${slip.found}`)

describe('the glossary check', () => {
  it('finds an avoided rendering with the article, attached words, diacritics and another hamza', () => {
    expect(found('تراجعت خسائر الاحتيال عبر الحسابات الوسيطة.')).toEqual(['avoid: الحسابات الوسيطة'])
    expect(found('وبالتعلّمِ الآليّ نبني النماذج')).toEqual(['avoid: وبالتعلّمِ الآليّ'])
    expect(found('نعتمد على أجهزة الإستشعار')).toEqual(['avoid: أجهزة الإستشعار'])
    expect(found('لذلك يكون انجراف المدخلات هو الإنذار المبكر، والانجراف مكلف')).toEqual(['avoid: انجراف', 'avoid: والانجراف'])
  })

  it('finds a figure in «parts of a second» but leaves the split second alone', () => {
    expect(found('بزمن وسيط قدره 40 جزءًا من الثانية')).toEqual(['avoid: 40 جزءًا من الثانية'])
    expect(found('وغالبًا في أقل من ١٠٠ جزء من الثانية')).toEqual(['avoid: ١٠٠ جزء من الثانية'])
    expect(found('ساعة إيقاف تشير إلى استجابة في جزء من الثانية')).toEqual([])
    expect(found('تقييم التحويلات خلال أجزاء من الثانية')).toEqual([])
  })

  it('ignores look-alikes: a variant inside a longer word, or a word that only starts like an attached one', () => {
    // «رؤية الحاسوب» is avoided; «الرؤية الحاسوبية» is the term.
    expect(found('نبني أنظمة الرؤية الحاسوبية')).toEqual([])
    // «حساسات» (sensors) is avoided; «الحساسة» and «حساسية» (sensitive, sensitivity) are not sensors.
    expect(found('البيانات الحساسة تحتاج إلى حساسية مرتفعة في النموذج')).toEqual([])
    // «إلى» is not «الآلي» though a careless folding makes both «الي».
    expect(found('نقل التعلم إلى الإنتاج')).toEqual([])
    // A name that holds a Latin term: GraphSAGE is not «Graph», GPU Operator is a product.
    expect(found('يكمّله نموذج GraphSAGE، وأداة GPU Operator')).toEqual([])
  })

  it('keeps the shadda the glossary asks for', () => {
    expect(found('فريق تعلم الآلة')).toEqual(['spelling: تعلم الآلة'])
    expect(found('فريق تعلّم الآلة وتعلُّم الآلة')).toEqual([])
    expect(found('بزمن 40 ملي ثانية')).toEqual(['spelling: ملي ثانية'])
  })

  it('wants the gloss on the first use in a text, and only there', () => {
    expect(found('نبني مستودع بحيرة البيانات (Lakehouse) ثم نوسّع مستودع بحيرة البيانات')).toEqual([])
    expect(found('نبني مستودع بحيرة البيانات ثم مستودع بحيرة البيانات (Lakehouse)')).toEqual([
      'first-use: مستودع بحيرة البيانات',
      'gloss-again: مستودع بحيرة البيانات',
    ])
    expect(found('وغذّت خصائص شبكة العلاقات (Graph) النموذج، ثم شبكات العلاقات')).toEqual([])
  })

  it('allows the English term only as the gloss of the Arabic one', () => {
    expect(found('ومعها خطوط عمليات تعلّم الآلة (MLOps)')).toEqual([])
    expect(found('تعلّم الآلة وMLOps في بيئة الإنتاج')).toEqual(['latin: وMLOps'])
    expect(found('وقت مخصص على مجموعة معالجات الرسوميات (GPU) لدينا، لا على GPU مستأجر')).toEqual(['latin: GPU'])
  })

  it('finds the name followed by the same word, and a word written twice', () => {
    expect(found('مختبر ثاقب مختبرٌ سعودي للذكاء الاصطناعي')).toEqual(['avoid: مختبر ثاقب مختبرٌ'])
    expect(found('تأسس مختبر ثاقب، وهو مختبر سعودي')).toEqual([])
    expect(repeatedWords('أن تنتج شبكة عصبية بيانية (GNN) (GNN) تمثيلًا').map((r: { found: string }) => r.found)).toEqual(['GNN) (GNN'])
    expect(repeatedWords('شيئًا فشيئًا، ساعة بساعة، 12 12')).toEqual([])
  })

  it('holds pinned labels to their term', () => {
    const messages = { Careers: { departments: { research: 'البحث' } }, Search: { title: 'البحث في الموقع', headerLink: 'البحث في الموقع' }, Layout: { termsOfService: 'شروط الاستخدام' } }
    expect(pinnedSlips(glossary, messages)).toEqual([{ key: 'Careers.departments.research', value: 'البحث', write: 'الأبحاث', term: 'Research (the department)' }])
  })
})

describe('the Arabic copy', () => {
  const texts = arabicTexts()

  it('is read from every Arabic field of content/ and from messages/ar.json', () => {
    const files = new Set(texts.map((t: { file: string }) => t.file))
    for (const file of ['content/case-studies.json', 'content/solutions/fintech.json', 'content/posts/arabic-rag-enterprise-search/ar.md', 'content/media/media.json', 'messages/ar.json']) {
      expect(files, file).toContain(file)
    }
    // Code is not copy: the Arabic article's normalisation sample is left out.
    expect(texts.some((t: { text: string }) => t.text.includes('text.replace'))).toBe(false)
  })

  it('uses one rendering per term (content/glossary.json)', () => {
    const slips = texts.flatMap((text: Text) =>
      slipsOf(text.text, compiled).map(
        (slip: { kind: string; found: string; term: string; write: string; detail: string; at: number }) =>
          `${text.file} › ${placeOf(text, slip.at)}: «${slip.found}» (${slip.kind}: ${slip.detail}; ${slip.term} is «${slip.write}»)`,
      ),
    )
    expect(slips).toEqual([])
  })

  it('writes no word twice in a row', () => {
    const repeated = texts.flatMap((text: Text) => repeatedWords(text.text).map((r: { found: string; at: number }) => `${text.file} › ${placeOf(text, r.at)}: «${r.found}»`))
    expect(repeated).toEqual([])
  })

  it('gives the pinned labels their term', () => {
    const messages = JSON.parse(readFileSync('messages/ar.json', 'utf8'))
    expect(pinnedSlips(glossary, messages)).toEqual([])
  })

  it('is shown in docs/glossary.md as the glossary says (npm run glossary writes the table)', () => {
    const markdown = readFileSync('docs/glossary.md', 'utf8')
    const table = markdown.slice(markdown.indexOf(tableStart), markdown.indexOf(tableEnd) + tableEnd.length)
    expect(table).toBe(glossaryTable(glossary))
  })
})
