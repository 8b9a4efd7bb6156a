import type { GlobalConfig } from 'payload'
import { contentGlobal, localizedText, localizedTextarea, openingImage } from './factory'
import { SiteSettings } from './SiteSettings'
import { rowLabel } from '@/fields/row-label'
import { arrayLabels } from '@/labels/fields'

const Home = contentGlobal('home', { layout: true })
const About = contentGlobal('about', { layout: true })

const Careers = contentGlobal('careers', {
  layout: true,
  fields: [
    localizedText('positionsHeading', true),
    localizedTextarea('positionsIntro'),
    localizedText('noPositions'),
    localizedText('applyHeading'),
    localizedTextarea('applyIntro'),
  ],
})

const Contact = contentGlobal('contact', {
  fields: [
    localizedText('heading', true),
    localizedTextarea('intro'),
    openingImage,
    localizedText('hoursHeading'),
    {
      name: 'hours',
      type: 'array',
      label: arrayLabels.openingHours.plural,
      labels: arrayLabels.openingHours,
      admin: { components: { RowLabel: rowLabel('days') } },
      fields: [localizedText('days', true), localizedText('hours', true)],
    },
    localizedText('formHeading'),
    localizedTextarea('formIntro'),
  ],
})

const SolutionsIndex = contentGlobal('solutions-index', {
  layout: true,
  fields: [
    localizedText('heading', true),
    localizedTextarea('intro'),
    openingImage,
    localizedText('technologiesHeading'),
    localizedTextarea('technologiesIntro'),
    localizedText('industriesHeading'),
    localizedTextarea('industriesIntro'),
  ],
})

const BlogIndex = contentGlobal('blog-index', {
  fields: [localizedText('heading', true), localizedTextarea('intro'), openingImage],
})

export const globals: GlobalConfig[] = [Home, About, SolutionsIndex, Careers, BlogIndex, Contact, SiteSettings]
