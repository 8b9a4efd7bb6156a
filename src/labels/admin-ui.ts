import type { Label } from './label'

/** The texts of the project's own admin components (the dashboard panel, the export button, warnings). */
export const adminText = {
  translationPanel: {
    heading: { en: 'Waiting for translation', ar: 'بانتظار الترجمة' },
    none: { en: 'Every document is written in every language, and every translation is up to date.', ar: 'كل المستندات مكتوبة بكل اللغات، وكل ترجماتها مطابقة لأصولها.' },
    missing: { en: 'missing:', ar: 'ينقصها:' },
    outdated: { en: 'outdated:', ar: 'متأخرة عن الأصل:' },
    images: { en: 'Images (alt text)', ar: 'الصور (النص البديل)' },
  },
  exportCsv: { en: 'Export all matching rows (CSV)', ar: 'تصدير كل النتائج المطابقة (CSV)' },
  altTextMissing: {
    en: 'This image has no alt text in this language yet: people who cannot see it will not know what it shows.',
    ar: 'ليس لهذه الصورة نص بديل بهذه اللغة بعد: لن يعرف من لا يراها ما تعرضه.',
  },
  translationChanges: {
    heading: { en: 'The original changed since this translation', ar: 'تغيّر الأصل منذ هذه الترجمة' },
    intro: {
      en: 'These fields of the original changed after this language was last marked up to date. Update the translation, tick “This translation is up to date” and save.',
      ar: 'تغيّرت حقول الأصل هذه بعد آخر مرة عُدّت فيها هذه اللغة مطابقة له. حدّث الترجمة، ثم ضع علامة «هذه الترجمة مطابقة للأصل الآن» واحفظ.',
    },
    field: { en: 'Field', ar: 'الحقل' },
    then: { en: 'When translated', ar: 'عند الترجمة' },
    now: { en: 'Now', ar: 'الآن' },
  },
  addAltText: { en: 'Add its alt text', ar: 'أضف نصها البديل' },
} as const satisfies Record<string, Label | Record<string, Label>>
