import { Section } from '@/components/content/Section'
import { PersonCardView } from '@/components/people/PersonCard'
import { getPeople } from '@/data/content/people'
import { classProps, gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'

/**
 * The chosen people and teams as cards, in the editor's order. The page's query gives their ids
 * only; their cards come from the one cached list of everyone (data/content/people.ts).
 */
export async function PeopleComponent({ block, locale, band }: BlockProps<'PeopleBlock'>) {
  const everyone = await getPeople(locale)
  const byId = new Map(everyone.map((person) => [person.id, person]))
  const people = (block.people ?? []).flatMap((chosen) => {
    const person = chosen?.id === undefined ? undefined : byId.get(chosen.id)
    return person ? [person] : []
  })
  if (people.length === 0) return null
  const grid = gridLayout(people.length, gridColumns.people)
  return (
    <Section heading={block.heading} intro={block.intro} band={band}>
      <ul className={`${grid.list} gap-5`} data-grid>
        {people.map((person, i) => (
          <li key={person.id} {...classProps(grid.item(i))}>
            <PersonCardView person={person} locale={locale} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
