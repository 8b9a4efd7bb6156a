import type { Labels } from './label'

/** The name of each block an editor places on a page, as the block menu and each row's badge show it. */
export const blockLabels = {
  hero: { singular: { en: 'Hero', ar: 'واجهة افتتاحية' }, plural: { en: 'Heroes', ar: 'واجهات افتتاحية' } },
  featureGrid: { singular: { en: 'Feature grid', ar: 'شبكة مزايا' }, plural: { en: 'Feature grids', ar: 'شبكات مزايا' } },
  steps: { singular: { en: 'Steps', ar: 'خطوات' }, plural: { en: 'Steps sections', ar: 'أقسام خطوات' } },
  stats: { singular: { en: 'Figures', ar: 'أرقام' }, plural: { en: 'Figures sections', ar: 'أقسام أرقام' } },
  callToAction: { singular: { en: 'Call to action', ar: 'دعوة إلى إجراء' }, plural: { en: 'Calls to action', ar: 'دعوات إلى إجراء' } },
  richText: { singular: { en: 'Text', ar: 'نص' }, plural: { en: 'Texts', ar: 'نصوص' } },
  faq: { singular: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' }, plural: { en: 'Questions and answers sections', ar: 'أقسام أسئلة وأجوبة' } },
  caseStudyCards: { singular: { en: 'Case study cards', ar: 'بطاقات دراسات الحالة' }, plural: { en: 'Case study card sections', ar: 'أقسام بطاقات دراسات الحالة' } },
  downloads: { singular: { en: 'Downloads', ar: 'ملفات للتنزيل' }, plural: { en: 'Downloads sections', ar: 'أقسام ملفات للتنزيل' } },
  logoStrip: { singular: { en: 'Logo strip', ar: 'شريط شعارات' }, plural: { en: 'Logo strips', ar: 'أشرطة شعارات' } },
  solutionCards: { singular: { en: 'Solution cards', ar: 'بطاقات الحلول' }, plural: { en: 'Solution card sections', ar: 'أقسام بطاقات الحلول' } },
  offices: { singular: { en: 'Offices', ar: 'المكاتب' }, plural: { en: 'Offices sections', ar: 'أقسام المكاتب' } },
  testimonials: { singular: { en: 'Testimonials', ar: 'شهادات العملاء' }, plural: { en: 'Testimonial sections', ar: 'أقسام شهادات العملاء' } },
  people: { singular: { en: 'People', ar: 'أشخاص وفرق' }, plural: { en: 'People sections', ar: 'أقسام الأشخاص والفرق' } },
  latestPosts: { singular: { en: 'Latest posts', ar: 'أحدث المقالات' }, plural: { en: 'Latest posts sections', ar: 'أقسام أحدث المقالات' } },
} as const satisfies Record<string, Labels>

