import type { UploadField } from 'payload'
import type { Label } from '@/labels/label'

/**
 * An image from the media library. While the document is edited in a language the chosen image has
 * no alt text in, a warning under the field says so and links to the image in that language
 * (src/components/admin/AltTextWarning.tsx; docs/decisions/020-translation-status.md).
 */
export function imageField(name: string, label: Label, { required = false, description }: { required?: boolean; description?: Label } = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required,
    label,
    admin: { ...(description ? { description } : {}), components: { afterInput: ['@/components/admin/AltTextWarning#AltTextWarning'] } },
  }
}
