/**
 * A job's options, as stored and as the site's messages name them (`Careers.departments.*`, …): the
 * Jobs collection's select fields and the content layer (which hands the views these values, not
 * GraphQL's enum spellings) share them.
 */
export const departments = ['engineering', 'data-science', 'research', 'product-design', 'business', 'operations'] as const
export const jobLocations = ['riyadh', 'khobar'] as const
export const employmentTypes = ['full-time', 'part-time', 'contract', 'internship'] as const
export const workplaces = ['onsite', 'hybrid'] as const

export type Department = (typeof departments)[number]
export type JobLocation = (typeof jobLocations)[number]
export type EmploymentType = (typeof employmentTypes)[number]
export type Workplace = (typeof workplaces)[number]

/** A select value as GraphQL spells it (`full_time`, an enum name) turned back into the stored one. */
export function optionValue<T extends readonly string[]>(values: T, value: string | null | undefined): T[number] {
  const stored = (value ?? '').replace(/_/g, '-')
  return (values.includes(stored) ? stored : values[0]) as T[number]
}
