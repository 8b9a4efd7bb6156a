import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { descriptions, fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const CaseStudyCardsBlock: Block = {
  slug: 'caseStudyCards',
  interfaceName: 'CaseStudyCardsBlock',
  labels: blockLabels.caseStudyCards,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'intro', label: fieldLabels.intro, type: 'textarea', localized: true },
    {
      name: 'caseStudies',
      type: 'relationship',
      label: fieldLabels.caseStudies,
      relationTo: 'case-studies',
      hasMany: true,
      admin: { description: descriptions.caseStudies },
    },
  ],
}
