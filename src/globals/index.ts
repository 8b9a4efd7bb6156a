import type { GlobalConfig } from 'payload'
import { contentGlobal, localizedText, localizedTextarea, openingImage } from './factory'
import { Forms } from './Forms'
import { Menus } from './Menus'
import { SiteSettings } from './SiteSettings'

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

export const globals: GlobalConfig[] = [Home, About, SolutionsIndex, Careers, BlogIndex, Contact, Menus, Forms, SiteSettings]
