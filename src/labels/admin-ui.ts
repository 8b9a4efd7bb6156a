import type { Label } from './label'

/** The texts of the project's own admin components (the dashboard panel, the export button, warnings). */
export const adminText = {
  translationPanel: {
    heading: { en: 'Waiting for translation', ar: 'بانتظار الترجمة' },
    none: { en: 'Every document is written in every language.', ar: 'كل المستندات مكتوبة بكل اللغات.' },
    missing: { en: 'missing:', ar: 'ينقصها:' },
    images: { en: 'Images (alt text)', ar: 'الصور (النص البديل)' },
  },
  exportCsv: { en: 'Export all matching rows (CSV)', ar: 'تصدير كل النتائج المطابقة (CSV)' },
  altTextMissing: {
    en: 'This image has no alt text in this language yet: people who cannot see it will not know what it shows.',
    ar: 'ليس لهذه الصورة نص بديل بهذه اللغة بعد: لن يعرف من لا يراها ما تعرضه.',
  },
  addAltText: { en: 'Add its alt text', ar: 'أضف نصها البديل' },
} as const satisfies Record<string, Label | Record<string, Label>>
