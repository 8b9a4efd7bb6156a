import { describe, expect, it } from 'vitest'
import { type SearchDocument, SiteSearchIndex } from './engine'
import type { Highlighted } from './highlight'

const doc = (fields: Partial<SearchDocument> & Pick<SearchDocument, 'slug' | 'title'>): SearchDocument => ({
  type: 'post',
  href: `/blog/${fields.slug}`,
  summary: '',
  body: '',
  fallback: false,
  ...fields,
})

const marked = (runs: Highlighted) => runs.filter((r) => r.mark).map((r) => r.text)
const plain = (runs: Highlighted) => runs.map((r) => r.text).join('')

const docs: SearchDocument[] = [
  doc({
    slug: 'arabic-documents',
    title: 'أتمتة الإجراءات في الإدارة الحكومية',
    summary: 'كيف تختصر المؤسسات وقت معالجة المعاملات.',
    body: 'تبدأ القصة بمعاملة ورقية. '.repeat(40) + 'ثم جاءت إِدَارَةُ الوثائق الرقمية فغيّرت كل شيء. ' + 'وبقيت المراجعة اليدوية. '.repeat(40),
  }),
  doc({ slug: 'hospitals', title: 'توقع الطلب على الأسرّة في المستشفيات', summary: 'نموذج تنبؤ لمجموعة مستشفيات.' }),
  doc({ type: 'job', slug: 'ml-engineer', href: '/careers/ml-engineer', title: 'Senior Machine Learning Engineer', summary: 'Build models with our engineers in Riyadh.' }),
  doc({ type: 'solution', slug: 'nlp', href: '/solutions/nlp', title: 'Natural language processing', summary: 'Arabic search, chat and document understanding.', body: 'Engineering teams trust us.' }),
  doc({ type: 'page', slug: 'privacy-policy', href: '/privacy-policy', title: 'Privacy policy', summary: 'How we handle personal data.', body: 'We keep data in Riyadh.' }),
]
const index = new SiteSearchIndex(docs)

describe('SiteSearchIndex', () => {
  it('finds an Arabic word written with diacritics, without them and with another alef form', () => {
    for (const query of ['إِدَارَة', 'إدارة', 'ادارة', 'الادارة', 'والإدارة']) {
      expect(index.search(query).hits.map((h) => h.slug), query).toEqual(['arabic-documents'])
    }
  })

  it('marks the words as the author wrote them, diacritics included', () => {
    const [hit] = index.search('ادارة').hits
    expect(marked(hit!.title)).toEqual(['الإدارة'])
    // The summary does not hold the word, so the excerpt is cut from the body around it.
    expect(marked(hit!.excerpt)).toEqual(['إِدَارَةُ'])
    expect(plain(hit!.excerpt)).toMatch(/^… .*إِدَارَةُ الوثائق.* …$/)
  })

  it('matches ta marbuta and ha, alef maqsura and ya, singular and plural', () => {
    expect(index.search('مستشفى').hits.map((h) => h.slug)).toEqual(['hospitals'])
    expect(marked(index.search('المستشفي').hits[0]!.title)).toEqual(['المستشفيات'])
    expect(index.search('الاسره').hits.map((h) => h.slug)).toEqual(['hospitals'])
  })

  it('needs every word of the query', () => {
    expect(index.search('Riyadh').total).toBe(2)
    expect(index.search('Riyadh engineers').hits.map((h) => h.slug)).toEqual(['ml-engineer'])
    expect(index.search('Riyadh hospitals').total).toBe(0)
  })

  it('ranks a match in the title above one in the body', () => {
    expect(index.search('engineering').hits.map((h) => h.slug)).toEqual(['ml-engineer', 'nlp'])
  })

  it('finds words by their beginning, and despite a typo', () => {
    expect(index.search('priv').hits.map((h) => h.slug)).toEqual(['privacy-policy'])
    expect(index.search('machne').hits.map((h) => h.slug)).toEqual(['ml-engineer'])
  })

  it('counts the matches of each type, and shows one type when asked', () => {
    const all = index.search('Riyadh')
    expect(all.counts).toEqual({ page: 1, solution: 0, 'case-study': 0, post: 0, job: 1 })
    const jobs = index.search('Riyadh', 'job')
    expect(jobs.total).toBe(2)
    expect(jobs.type).toBe('job')
    expect(jobs.hits.map((h) => h.slug)).toEqual(['ml-engineer'])
    // No post matched: every type is shown.
    expect(index.search('Riyadh', 'post')).toMatchObject({ type: null, hits: [{ slug: 'ml-engineer' }, { slug: 'privacy-policy' }] })
  })

  it('shows the summary, marked, when it holds a match', () => {
    const [hit] = index.search('personal').hits
    expect(plain(hit!.excerpt)).toBe('How we handle personal data.')
    expect(marked(hit!.excerpt)).toEqual(['personal'])
  })

  it('answers nothing for a query without words, and reads only the start of a long query', () => {
    expect(index.search('  ، . ').total).toBe(0)
    expect(index.search('privacy data '.repeat(100)).hits.map((h) => h.slug)).toEqual(['privacy-policy'])
    expect(index.search(`${'x'.repeat(200)} privacy`).total).toBe(0)
  })

  it('never finds a word that exists under another one letter away ("smart" is not "start")', () => {
    const small = new SiteSearchIndex([
      doc({ slug: 'cities', title: 'Smart cities', body: 'Sensors for smart streets.' }),
      doc({ slug: 'kickoff', title: 'How projects start', body: 'We start with a workshop.' }),
    ])
    expect(small.search('smart').hits.map((h) => h.slug)).toEqual(['cities'])
    expect(small.search('smaart').hits.map((h) => h.slug)).toEqual(['cities'])
  })

  it('marks no stopword for a word that folds like one (الآلة, إلى)', () => {
    const small = new SiteSearchIndex([doc({ slug: 'ml', title: 'تعلّم الآلة', body: 'ننقل النماذج إلى الإنتاج ثم إلى العملاء، وآلة التعلم تتحسن.' })])
    const [hit] = small.search('تعلم الآلة').hits
    expect(marked(hit!.title)).toEqual(['تعلّم', 'الآلة'])
    expect(marked(hit!.excerpt)).toEqual(['وآلة', 'التعلم'])
  })

  it('finds a kind of document by its name in either language, and puts it first', () => {
    const small = new SiteSearchIndex([
      doc({ type: 'page', slug: 'privacy-policy', title: 'Privacy policy', body: 'Job applicants: we keep your CV for a year. Jobs, jobs, jobs.' }),
      doc({ type: 'job', slug: 'data-engineer', title: 'Data engineer', body: 'Pipelines in Khobar.' }),
    ])
    for (const query of ['jobs', 'careers', 'vacancies', 'وظائف', 'وظيفة']) expect(small.search(query).hits.map((h) => h.slug), query).toEqual(['data-engineer', 'privacy-policy'])
  })

  it('puts a solution above an article, a job and a legal page that say as much about the topic', () => {
    const text = { summary: 'Computer vision for factories.', body: 'Computer vision inspects parts.' }
    const small = new SiteSearchIndex([
      doc({ type: 'page', slug: 'terms', title: 'Terms', ...text }),
      doc({ type: 'job', slug: 'cv-job', title: 'Engineer', ...text }),
      doc({ type: 'solution', slug: 'cv', title: 'Vision', ...text }),
    ])
    expect(small.search('computer vision').hits.map((h) => h.slug)).toEqual(['cv', 'cv-job', 'terms'])
  })

  it('looks for a typo one letter away only when no word is or starts with what was typed', () => {
    const small = new SiteSearchIndex([
      doc({ slug: 'iot', title: 'إنترنت الأشياء', body: 'الصيانة التنبؤية للمعدات.' }),
      doc({ slug: 'other', title: 'أيًّا كان القطاع' }),
    ])
    // A hamza on the wrong seat is a typo of a word that exists.
    expect(small.search('التنبئية').hits.map((h) => h.slug)).toEqual(['iot'])
    // The beginning of الأشياء: found by its beginning, never as أيًّا one letter away.
    expect(small.search('الاشيا').hits.map((h) => h.slug)).toEqual(['iot'])
  })
})
