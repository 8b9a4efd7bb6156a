import { describe, expect, it } from 'vitest'
import { siteUrl } from '@/env'
import { breadcrumbList, graph, jobPosting, organization, serializeJsonLd } from './structured-data'

const settings = {
  siteName: 'مختبر ثاقب',
  phone: '+966115107400',
  social: [{ url: 'https://x.com/example' }, null],
  offices: [
    { slug: 'riyadh', city: 'الرياض', address: 'حي العقيق، الرياض' },
    { slug: 'khobar', city: 'الخبر', address: 'الراكة الشمالية، الخبر' },
  ],
}

describe('JSON-LD', () => {
  it('escapes < so that content cannot close the script element', () => {
    const text = serializeJsonLd(graph([{ '@type': 'WebPage', name: '</script><script>alert(1)</script>' }]))
    expect(text).not.toContain('<')
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)</script>')
  })

  it('gives the organization every office as a postal address, in the page language', () => {
    const org = organization(settings, 'ar') as unknown as { address: { addressLocality: string; addressCountry: string }[]; url: string; sameAs: string[] }
    expect(org.address.map((a) => a.addressLocality)).toEqual(['الرياض', 'الخبر'])
    expect(org.address.every((a) => a.addressCountry === 'SA')).toBe(true)
    expect(org.url).toBe(`${siteUrl}/ar`)
    expect(org.sameAs).toEqual(['https://x.com/example'])
  })

  it('numbers breadcrumbs from 1 with absolute URLs in the language', () => {
    const list = breadcrumbList('ar', `${siteUrl}/ar/blog`, [
      { name: 'الرئيسية', path: '/' },
      { name: 'المدونة', path: '/blog' },
    ]) as unknown as { itemListElement: { position: number; item: string }[] }
    expect(list.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${siteUrl}/ar`],
      [2, `${siteUrl}/ar/blog`],
    ])
  })

  it('spells employment types as job search expects', () => {
    const base = { url: 'u', title: 't', descriptionHtml: '<p>d</p>', datePosted: '2026-01-01', office: settings.offices[0]!, organization: settings }
    expect(jobPosting({ ...base, employmentType: 'full-time' }).employmentType).toBe('FULL_TIME')
    expect(jobPosting({ ...base, employmentType: 'internship' }).employmentType).toBe('INTERN')
    expect(jobPosting({ ...base, employmentType: 'contract' }).employmentType).toBe('CONTRACTOR')
    expect(jobPosting({ ...base, employmentType: 'part-time' }).employmentType).toBe('PART_TIME')
  })
})
