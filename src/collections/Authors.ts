import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { editedByField } from '@/fields/edited-by'
import { imageField } from '@/fields/image'
import { selectOptions } from '@/fields/select'
import { slugField } from '@/fields/slug'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { arrayLabels, descriptions, errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { isHttpsUrl } from '@/lib/company'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('authors')

/**
 * The lab's people and teams (docs/decisions/045-people.md): each has a page at /people/{slug} with
 * their posts, signs posts, and can be placed on any page with the People block. The collection
 * keeps its first name, `authors`, which the database's tables carry.
 */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: collectionLabels.authors,
  admin: {
    hidden: hiddenUnless('editor'),
    components: ownTitleIn('authors', 'name'),
    useAsTitle: 'name',
    group: groupLabels.blog,
    defaultColumns: ['name', 'kind', 'role', 'missingTranslations', 'outdatedTranslations'],
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { beforeChange: [recordTranslationStatus], afterChange: [hooks.afterChange, redirectOldSlug('authors')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'name', type: 'text', label: fieldLabels.name, localized: true, required: true, maxLength: 120 },
    slugField('name'),
    ...translationStatusFields,
    editedByField,
    {
      name: 'kind',
      type: 'select',
      label: fieldLabels.personKind,
      required: true,
      defaultValue: 'person',
      options: selectOptions(optionLabels.personKinds),
      admin: { position: 'sidebar' },
    },
    { name: 'role', type: 'text', label: fieldLabels.role, localized: true, maxLength: 160 },
    { name: 'bio', type: 'textarea', label: fieldLabels.bio, localized: true, maxLength: 1500 },
    imageField('photo', fieldLabels.photo, { description: descriptions.photo }),
    {
      name: 'profiles',
      type: 'array',
      label: arrayLabels.profiles.plural,
      labels: arrayLabels.profiles,
      maxRows: 4,
      admin: { description: descriptions.profiles },
      fields: [
        {
          name: 'url',
          type: 'text',
          label: fieldLabels.profileUrl,
          required: true,
          maxLength: 300,
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            typeof value === 'string' && isHttpsUrl(value) ? true : say(errors.httpsUrl, req),
        },
      ],
    },
  ],
}
