import type { Label, Labels } from './label'

/** The admin's navigation groups. */
export const groupLabels = {
  blog: { en: 'Blog', ar: 'المدونة' },
  content: { en: 'Content', ar: 'المحتوى' },
  careers: { en: 'Careers', ar: 'الوظائف' },
  // The fixed pages' globals (home, about…): apart from the collection of other pages, "Pages".
  pages: { en: 'Site pages', ar: 'صفحات الموقع' },
  submissions: { en: 'Submissions', ar: 'الطلبات الواردة' },
  admin: { en: 'Admin', ar: 'الإدارة' },
} as const satisfies Record<string, Label>

/** Each collection's name, one document and many. */
export const collectionLabels = {
  posts: { singular: { en: 'Post', ar: 'مقالة' }, plural: { en: 'Posts', ar: 'المقالات' } },
  categories: { singular: { en: 'Category', ar: 'تصنيف' }, plural: { en: 'Categories', ar: 'التصنيفات' } },
  authors: { singular: { en: 'Person or team', ar: 'شخص أو فريق' }, plural: { en: 'People and teams', ar: 'الأشخاص والفرق' } },
  jobs: { singular: { en: 'Job posting', ar: 'إعلان وظيفة' }, plural: { en: 'Job postings', ar: 'إعلانات الوظائف' } },
  solutions: { singular: { en: 'Solution', ar: 'حل' }, plural: { en: 'Solutions', ar: 'الحلول' } },
  'case-studies': { singular: { en: 'Case study', ar: 'دراسة حالة' }, plural: { en: 'Case studies', ar: 'دراسات الحالة' } },
  pages: { singular: { en: 'Page', ar: 'صفحة' }, plural: { en: 'Pages', ar: 'الصفحات' } },
  redirects: { singular: { en: 'Redirect', ar: 'إعادة توجيه' }, plural: { en: 'Redirects', ar: 'إعادات التوجيه' } },
  media: { singular: { en: 'Image', ar: 'صورة' }, plural: { en: 'Images', ar: 'الصور' } },
  documents: { singular: { en: 'Document', ar: 'مستند' }, plural: { en: 'Documents', ar: 'المستندات' } },
  // Payload's folders, shared by images and documents.
  'payload-folders': { singular: { en: 'Folder', ar: 'مجلد' }, plural: { en: 'Folders', ar: 'المجلدات' } },
  'consultation-requests': { singular: { en: 'Consultation request', ar: 'طلب استشارة' }, plural: { en: 'Consultation requests', ar: 'طلبات الاستشارة' } },
  'job-applications': { singular: { en: 'Job application', ar: 'طلب توظيف' }, plural: { en: 'Job applications', ar: 'طلبات التوظيف' } },
  'cv-files': { singular: { en: 'CV', ar: 'سيرة ذاتية' }, plural: { en: 'CVs', ar: 'السير الذاتية' } },
  users: { singular: { en: 'User', ar: 'مستخدم' }, plural: { en: 'Users', ar: 'المستخدمون' } },
  'seed-records': { singular: { en: 'Seed record', ar: 'سجل محتوى أولي' }, plural: { en: 'Seed records', ar: 'سجلات المحتوى الأولي' } },
  // Payload's queue: the e-mails waiting to be sent and the scheduled publications.
  'payload-jobs': { singular: { en: 'Background task', ar: 'مهمة في الخلفية' }, plural: { en: 'Background tasks', ar: 'المهام في الخلفية' } },
  activity: { singular: { en: 'Activity', ar: 'نشاط' }, plural: { en: 'Activity log', ar: 'سجل النشاط' } },
  'page-views': { singular: { en: 'Visit count', ar: 'عدد زيارات' }, plural: { en: 'Visits', ar: 'الزيارات' } },
} as const satisfies Record<string, Labels>

/** Each global's name. */
export const globalLabels = {
  home: { en: 'Home page', ar: 'الصفحة الرئيسية' },
  about: { en: 'About page', ar: 'صفحة من نحن' },
  'solutions-index': { en: 'Solutions overview', ar: 'صفحة الحلول' },
  careers: { en: 'Careers page', ar: 'صفحة الوظائف' },
  'blog-index': { en: 'Blog page', ar: 'صفحة المدونة' },
  contact: { en: 'Contact page', ar: 'صفحة التواصل' },
  menus: { en: 'Menus and footer', ar: 'القوائم والتذييل' },
  forms: { en: 'Forms', ar: 'النماذج' },
  'site-settings': { en: 'Site settings', ar: 'إعدادات الموقع' },
} as const satisfies Record<string, Label>

/** What a list shows above its rows. */
export const collectionDescriptions = {
  documents: {
    en: 'PDF files visitors can download, such as brochures and policies. Link one from a page with the Downloads block.',
    ar: 'ملفات PDF يُنزّلها الزوار، مثل الكتيّبات والسياسات. اربط أيًّا منها بصفحة عبر قسم «ملفات للتنزيل».',
  },
  activity: {
    en: 'Who did what in the admin, newest first: kept for the months set in Site settings → Personal data kept, then erased. Filter by person, action or kind.',
    ar: 'من فعل ماذا في لوحة الإدارة، الأحدث أولًا: يُحتفظ به للمدة المحددة في إعدادات الموقع ← مدة الاحتفاظ بالبيانات الشخصية، ثم يُحذف. صفِّه بالشخص أو الإجراء أو النوع.',
  },
  'page-views': {
    en: 'Pages read per day and language, and the sites that sent readers, counted by the server without cookies or anything about the reader. Staff and crawlers are not counted.',
    ar: 'الصفحات المقروءة في كل يوم وبكل لغة، والمواقع التي أحالت القراء، يعدّها الخادم دون ملفات تعريف ارتباط ودون أي شيء عن القارئ. لا تُحتسب زيارات الموظفين ولا برامج الزحف.',
  },
  'cv-files': {
    en: 'CVs attached to job applications. Open an application to see whose CV it is.',
    ar: 'السير الذاتية المرفقة بطلبات التوظيف. افتح الطلب لتعرف صاحب السيرة.',
  },
} as const satisfies Record<string, Label>
