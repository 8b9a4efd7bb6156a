import { describe, expect, it } from 'vitest'
import { currentness } from './HeaderMenus.client'

describe('the main menu’s current item', () => {
  it('is the page itself, or its section, never Home for another page', () => {
    expect(currentness('/about', '/about')).toBe('page')
    expect(currentness('/', '/')).toBe('page')
    expect(currentness('/blog', '/blog/arabic-rag-enterprise-search')).toBe('true')
    expect(currentness('/careers', '/careers/senior-machine-learning-engineer-riyadh')).toBe('true')
    expect(currentness('/', '/about')).toBeUndefined()
    expect(currentness('/blog', '/about')).toBeUndefined()
    // A section's name as a prefix of another's is not the same section.
    expect(currentness('/pages', '/pages-archive')).toBeUndefined()
  })
})
