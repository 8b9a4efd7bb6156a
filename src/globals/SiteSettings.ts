import { contentGlobal, localizedText, localizedTextarea } from './factory'

export const socialPlatforms = ['linkedin', 'x', 'github', 'youtube', 'instagram'] as const

/** Name, contact details, social links and offices shown in the header and footer of every page. */
export const SiteSettings = contentGlobal('site-settings', {
  label: 'Site settings',
  seo: false,
  fields: [
    localizedText('siteName', true),
    localizedText('tagline'),
    localizedTextarea('description'),
    {
      name: 'navigation',
      type: 'array',
      admin: { description: 'The main menu. The item that links to /solutions opens the menu of all solution pages.' },
      fields: [
        localizedText('label', true),
        {
          name: 'href',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && /^\/(?!\/)[\w\-/]*$/.test(value) ? true : 'Use a site path such as /about.',
        },
      ],
    },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true, admin: { description: 'International format, e.g. +966115107400' } },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: socialPlatforms.map((p) => ({ label: p, value: p })) },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && value.startsWith('https://') ? true : 'Use an https:// URL.',
        },
      ],
    },
    {
      name: 'offices',
      type: 'array',
      fields: [
        { name: 'slug', type: 'text', required: true },
        localizedText('city', true),
        localizedText('name'),
        localizedTextarea('address'),
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        localizedText('hours'),
      ],
    },
    { name: 'footer', type: 'group', fields: [localizedTextarea('blurb')] },
  ],
})
