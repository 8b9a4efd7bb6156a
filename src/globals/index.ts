import type { GlobalConfig } from 'payload'
import { contentGlobal, localizedText, localizedTextarea, openingImage } from './factory'
import { SiteSettings } from './SiteSettings'

export const Home = contentGlobal('home', { label: 'Home page', layout: true })
export const About = contentGlobal('about', { label: 'About page', layout: true })

export const Careers = contentGlobal('careers', {
  label: 'Careers page',
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
  label: 'Contact page',
  fields: [
    localizedText('heading', true),
    localizedTextarea('intro'),
    openingImage,
    localizedText('hoursHeading'),
    {
      name: 'hours',
      type: 'array',
      fields: [localizedText('days', true), localizedText('hours', true)],
    },
    localizedText('formHeading'),
    localizedTextarea('formIntro'),
  ],
})

export const SolutionsIndex = contentGlobal('solutions-index', {
  label: 'Solutions overview',
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
  label: 'Blog page',
  fields: [localizedText('heading', true), localizedTextarea('intro'), openingImage],
})

export const globals: GlobalConfig[] = [Home, About, SolutionsIndex, Careers, BlogIndex, Contact, SiteSettings]
