import type { GlobalConfig } from 'payload'
import { contentGlobal, localizedText, localizedTextarea, openingImage } from './factory'
import { SiteSettings } from './SiteSettings'
import { rowLabel } from '@/fields/row-label'
import { arrayLabels } from '@/labels/fields'

export const Home = contentGlobal('home', { layout: true })
export const About = contentGlobal('about', { layout: true })

export const Careers = contentGlobal('careers', {
  layout: true,
  fields: [
    localizedText('positionsHeading', true),
    localizedTextarea('positionsIntro'),
    localizedText('noPositions'),
    localizedText('applyHeading'),
    localizedTextarea('applyIntro'),
  ],
})

export const Contact = contentGlobal('contact', {
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

export const SolutionsIndex = contentGlobal('solutions-index', {
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

export const BlogIndex = contentGlobal('blog-index', {
  fields: [localizedText('heading', true), localizedTextarea('intro'), openingImage],
})

export const globals: GlobalConfig[] = [Home, About, SolutionsIndex, Careers, BlogIndex, Contact, SiteSettings]
