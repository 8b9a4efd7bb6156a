import { messageLabel } from './from-messages'
import type { Label, Labels } from './label'

/**
 * Every field's name in the admin, by what the field holds (a name used with two meanings has two
 * keys: `description` of a job is `jobDescription`). Where the site's forms or pages already name the
 * same thing, the label is taken from the message files.
 */
export const fieldLabels = {
  // Shared by documents
  title: { en: 'Title', ar: 'العنوان' },
  description: { en: 'Description', ar: 'الوصف' },
  documents: { en: 'Documents', ar: 'المستندات' },
  folder: { en: 'Folder', ar: 'المجلد' },
  slug: { en: 'Slug', ar: 'المعرّف في الرابط' },
  generateSlug: { en: 'Slug follows the title', ar: 'المعرّف يتبع العنوان' },
  summary: { en: 'Summary', ar: 'الملخص' },
  image: { en: 'Image', ar: 'الصورة' },
  openingImage: { en: 'Artwork beside the title', ar: 'صورة بجانب العنوان' },
  layout: { en: 'Sections', ar: 'أقسام الصفحة' },
  translationBaseline: { en: 'Wording the translation was last checked against', ar: 'النص الذي رُوجعت الترجمة عليه آخر مرة' },
  missingTranslations: { en: 'Translation missing', ar: 'الترجمة الناقصة' },
  outdatedTranslations: { en: 'Translation outdated', ar: 'الترجمة المتأخرة عن الأصل' },
  markTranslated: { en: 'This translation is up to date', ar: 'هذه الترجمة مطابقة للأصل الآن' },
  translationChanges: { en: 'What changed in the original', ar: 'ما تغيّر في الأصل' },
  editedBy: { en: 'Last saved by', ar: 'آخر من حفظ' },

  // Posts, authors, categories
  excerpt: { en: 'Excerpt', ar: 'المقتطف' },
  cover: { en: 'Cover image', ar: 'صورة الغلاف' },
  author: { en: 'Author', ar: 'الكاتب' },
  categories: { en: 'Categories', ar: 'التصنيفات' },
  publishedAt: { en: 'Publication date', ar: 'تاريخ النشر' },
  content: { en: 'Content', ar: 'المحتوى' },
  relatedPosts: { en: 'Related posts', ar: 'مقالات ذات صلة' },
  name: { en: 'Name', ar: 'الاسم' },
  role: { en: 'Role', ar: 'الدور' },
  bio: { en: 'Bio', ar: 'نبذة' },
  personKind: { en: 'A person or a team', ar: 'شخص أم فريق' },
  photo: { en: 'Photo', ar: 'الصورة' },
  profiles: { en: 'Profiles elsewhere', ar: 'الحسابات في مواقع أخرى' },
  profileUrl: { en: 'Address (https://…)', ar: 'الرابط (‎https://…‎)' },
  people: { en: 'People and teams', ar: 'الأشخاص والفرق' },

  // Jobs
  postingStatus: { en: 'Posting', ar: 'حالة الإعلان' },
  department: messageLabel((m) => m.Careers.department),
  location: messageLabel((m) => m.Careers.location),
  employmentType: messageLabel((m) => m.Careers.employmentType),
  workplace: messageLabel((m) => m.Careers.workplace),
  postedAt: { en: 'Posted on', ar: 'تاريخ الإعلان' },
  validThrough: { en: 'Closing date', ar: 'آخر موعد للتقديم' },
  jobDescription: messageLabel((m) => m.Careers.description),
  requirements: messageLabel((m) => m.Careers.requirements),
  benefits: messageLabel((m) => m.Careers.benefits),

  // Solutions and case studies
  kind: { en: 'Kind', ar: 'النوع' },
  order: { en: 'Order', ar: 'الترتيب' },
  icon: { en: 'Icon', ar: 'الأيقونة' },
  sections: { en: 'Sections', ar: 'الأقسام' },
  client: messageLabel((m) => m.CaseStudy.client),
  sector: { en: 'Sector', ar: 'القطاع' },
  problem: messageLabel((m) => m.CaseStudy.problem),
  approach: messageLabel((m) => m.CaseStudy.approach),
  result: messageLabel((m) => m.CaseStudy.result),
  metric: { en: 'Key figure', ar: 'الرقم الأبرز' },
  metricValue: { en: 'Figure', ar: 'الرقم' },
  metricLabel: { en: 'What it measures', ar: 'ما يقيسه' },
  solutions: { en: 'Solutions', ar: 'الحلول' },

  // Media and redirects
  alt: { en: 'Alt text', ar: 'النص البديل' },
  altOtherLanguage: { en: 'Alt text in the other language', ar: 'النص البديل باللغة الأخرى' },
  from: { en: 'Old address', ar: 'العنوان القديم' },
  to: { en: 'New address', ar: 'العنوان الجديد' },

  // Submissions
  fullName: { en: 'Full name', ar: 'الاسم الكامل' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  projectDescription: { en: 'Project', ar: 'وصف المشروع' },
  channel: { en: 'Preferred channel', ar: 'وسيلة التواصل المفضلة' },
  time: { en: 'Preferred time', ar: 'الوقت المفضل للتواصل' },
  topics: { en: 'Help wanted with', ar: 'مجالات المساعدة' },
  size: { en: 'Project size', ar: 'حجم المشروع' },
  formLocale: { en: 'Form language', ar: 'لغة النموذج' },
  submissionId: { en: 'Submission ID', ar: 'معرّف الإرسال' },
  job: { en: 'Position', ar: 'الوظيفة' },
  positionTitle: { en: 'Position as shown', ar: 'الوظيفة كما ظهرت' },
  source: { en: 'Heard about us through', ar: 'عرف بنا عن طريق' },
  sourceOther: { en: 'Heard about us through (other)', ar: 'عرف بنا عن طريق (مصدر آخر)' },
  github: { en: 'GitHub profile', ar: 'حساب GitHub' },
  applicantSummary: { en: 'About the applicant', ar: 'نبذة عن المتقدم' },
  cv: { en: 'CV', ar: 'السيرة الذاتية' },
  consent: { en: 'Accepted the privacy policy', ar: 'وافق على سياسة الخصوصية' },
  consentedAt: { en: 'Consent given at', ar: 'وقت الموافقة' },
  personalData: { en: 'Personal data kept', ar: 'مدة الاحتفاظ بالبيانات الشخصية' },
  consultationMonths: { en: 'Consultation requests (months)', ar: 'طلبات الاستشارة (بالأشهر)' },
  applicationMonths: { en: 'Job applications and CVs (months)', ar: 'طلبات التوظيف والسير الذاتية (بالأشهر)' },
  scheduled: { en: 'Scheduled', ar: 'مجدول' },
  visitDay: { en: 'Day', ar: 'اليوم' },
  visitKind: { en: 'Counted', ar: 'المعدود' },
  visitKey: { en: 'Page or site', ar: 'الصفحة أو الموقع' },
  visitViews: { en: 'Page views', ar: 'مرات القراءة' },
  activityMonths: { en: 'Activity log (months)', ar: 'سجل النشاط (بالأشهر)' },
  activityAt: { en: 'When', ar: 'الوقت' },
  activityWho: { en: 'Who', ar: 'من' },
  activityUser: { en: 'Account', ar: 'الحساب' },
  activityAction: { en: 'Action', ar: 'الإجراء' },
  activityArea: { en: 'Area', ar: 'المجال' },
  activityKind: { en: 'Kind', ar: 'النوع' },
  activityTitle: { en: 'Document', ar: 'المستند' },
  activityDocument: { en: 'Document ID', ar: 'معرّف المستند' },
  activityLanguage: { en: 'Language', ar: 'اللغة' },
  activityCount: { en: 'How many', ar: 'العدد' },
  consentText: { en: 'What the applicant agreed to', ar: 'النص الذي وافق عليه المتقدّم' },
  privacyPolicyVersion: { en: 'Privacy policy in force (its last change)', ar: 'سياسة الخصوصية السارية (آخر تعديل لها)' },
  status: { en: 'Status', ar: 'الحالة' },
  owner: { en: 'Handled by', ar: 'المسؤول عنه' },
  notes: { en: 'Internal notes', ar: 'ملاحظات داخلية' },
  originalName: { en: 'File name as sent', ar: 'اسم الملف كما أُرسل' },

  // Staff
  roles: { en: 'Roles', ar: 'الأدوار' },
  key: { en: 'Key', ar: 'المفتاح' },

  // Page-like globals
  heading: { en: 'Heading', ar: 'العنوان الرئيسي' },
  intro: { en: 'Introduction', ar: 'المقدمة' },
  positionsHeading: { en: 'Open positions heading', ar: 'عنوان الوظائف المتاحة' },
  positionsIntro: { en: 'Open positions introduction', ar: 'مقدمة الوظائف المتاحة' },
  noPositions: { en: 'Text when no position is open', ar: 'النص عند عدم وجود وظائف متاحة' },
  applyHeading: { en: 'Application form heading', ar: 'عنوان نموذج التقديم' },
  applyIntro: { en: 'Application form introduction', ar: 'مقدمة نموذج التقديم' },
  hoursHeading: { en: 'Offices heading (beside the form)', ar: 'عنوان المكاتب (بجانب النموذج)' },
  days: { en: 'Days', ar: 'الأيام' },
  hours: { en: 'Hours', ar: 'الساعات' },
  formHeading: { en: 'Form heading', ar: 'عنوان النموذج' },
  formIntro: { en: 'Form introduction', ar: 'مقدمة النموذج' },
  technologiesHeading: { en: 'Technologies heading', ar: 'عنوان التقنيات' },
  technologiesIntro: { en: 'Technologies introduction', ar: 'مقدمة التقنيات' },
  industriesHeading: { en: 'Industries heading', ar: 'عنوان القطاعات' },
  industriesIntro: { en: 'Industries introduction', ar: 'مقدمة القطاعات' },

  // Site settings
  siteName: { en: 'Site name', ar: 'اسم الموقع' },
  tagline: { en: 'Tagline', ar: 'العبارة التعريفية' },
  siteDescription: { en: 'Description', ar: 'وصف الموقع' },
  menuLabel: { en: 'Text', ar: 'النص' },
  menuLink: { en: 'Leads to', ar: 'يقود إلى' },
  menuLinkKind: { en: 'Kind of link', ar: 'نوع الرابط' },
  menuDocument: { en: 'Page or document', ar: 'الصفحة أو المستند' },
  submenu: { en: 'Opens', ar: 'يفتح' },
  columnHeading: { en: 'Column heading', ar: 'عنوان العمود' },

  // Forms
  consultationForm: { en: 'Consultation request form (contact page)', ar: 'نموذج طلب الاستشارة (صفحة التواصل)' },
  applicationForm: { en: 'Job application form (careers and job pages)', ar: 'نموذج التقدّم للوظائف (صفحة الوظائف وصفحات الإعلانات)' },
  address: { en: 'Address', ar: 'العنوان' },
  path: { en: 'Path', ar: 'المسار' },
  url: { en: 'Address', ar: 'الرابط' },
  platform: { en: 'Platform', ar: 'المنصة' },
  officeId: { en: 'Identifier', ar: 'المعرّف' },
  city: { en: 'City', ar: 'المدينة' },
  firstDay: { en: 'From', ar: 'من يوم' },
  lastDay: { en: 'To', ar: 'إلى يوم' },
  opens: { en: 'Opens at', ar: 'يفتح الساعة' },
  closes: { en: 'Closes at', ar: 'يغلق الساعة' },
  mapUrl: { en: 'Map link', ar: 'رابط الخريطة' },
  whatsapp: { en: 'WhatsApp number', ar: 'رقم واتساب' },
  company: { en: 'Company registration', ar: 'بيانات تسجيل الشركة' },
  legalName: { en: 'Legal name', ar: 'الاسم النظامي' },
  commercialRegistration: { en: 'Commercial registration (CR) number', ar: 'رقم السجل التجاري' },
  vatNumber: { en: 'VAT registration number', ar: 'الرقم الضريبي' },
  footer: { en: 'Footer', ar: 'تذييل الصفحة' },
  blurb: { en: 'Text', ar: 'النص' },

  // Blocks
  eyebrow: { en: 'Overline', ar: 'عنوان تمهيدي' },
  body: { en: 'Text', ar: 'النص' },
  primaryCta: { en: 'Main button', ar: 'الزر الرئيسي' },
  secondaryCta: { en: 'Second button', ar: 'الزر الثانوي' },
  link: { en: 'Button', ar: 'الزر' },
  linkLabel: { en: 'Button text', ar: 'نص الزر' },
  href: { en: 'Link', ar: 'الرابط' },
  question: { en: 'Question', ar: 'السؤال' },
  answer: { en: 'Answer', ar: 'الإجابة' },
  figure: { en: 'Figure', ar: 'الرقم' },
  figureLabel: { en: 'What it counts', ar: 'ما يعدّه' },
  logo: { en: 'Logo', ar: 'الشعار' },
  quote: { en: 'Quote', ar: 'نص الشهادة' },
  personName: { en: 'Name (only with their consent)', ar: 'الاسم (بموافقة صاحبه فقط)' },
  organization: { en: 'Organisation', ar: 'الجهة' },
  caseStudies: { en: 'Case studies', ar: 'دراسات الحالة' },
  show: { en: 'Show', ar: 'اعرض' },

  // SEO
  seo: { en: 'Search and sharing', ar: 'محركات البحث والمشاركة' },
  seoTitle: { en: 'Search title', ar: 'العنوان في نتائج البحث' },
  seoDescription: { en: 'Search description', ar: 'الوصف في نتائج البحث' },
  seoImage: { en: 'Share image', ar: 'صورة المشاركة' },
  seoPreview: { en: 'Search result preview', ar: 'معاينة نتيجة البحث' },
} as const satisfies Record<string, Label>

/** An answer a visitor left out of a form, as the team's e-mail names it. */
export const notGiven: Label = messageLabel((m) => m.Forms.email.notGiven)

/** The names of a list field's rows, one and many (the many is also the field's label). */
export const arrayLabels = {
  features: { singular: { en: 'Feature', ar: 'ميزة' }, plural: { en: 'Features', ar: 'المزايا' } },
  steps: { singular: { en: 'Step', ar: 'خطوة' }, plural: { en: 'Steps', ar: 'الخطوات' } },
  // A page's blocks: the admin's button reads "Add section" / «أضف قسمًا».
  layout: { singular: { en: 'Section', ar: 'قسمًا' }, plural: { en: 'Sections', ar: 'أقسام الصفحة' } },
  figures: { singular: { en: 'Figure', ar: 'رقم' }, plural: { en: 'Figures', ar: 'الأرقام' } },
  questions: { singular: { en: 'Question', ar: 'سؤال' }, plural: { en: 'Questions', ar: 'الأسئلة' } },
  logos: { singular: { en: 'Logo', ar: 'شعار' }, plural: { en: 'Logos', ar: 'الشعارات' } },
  menuItems: { singular: { en: 'Menu item', ar: 'عنصر قائمة' }, plural: { en: 'Main menu', ar: 'القائمة الرئيسية' } },
  submenuItems: { singular: { en: 'Submenu link', ar: 'رابط في القائمة الفرعية' }, plural: { en: 'Submenu links', ar: 'روابط القائمة الفرعية' } },
  footerColumns: { singular: { en: 'Column of links', ar: 'عمود روابط' }, plural: { en: 'Footer columns', ar: 'أعمدة التذييل' } },
  footerLinks: { singular: { en: 'Link', ar: 'رابط' }, plural: { en: 'Links', ar: 'الروابط' } },
  teamEmails: { singular: { en: 'Address', ar: 'عنوان' }, plural: { en: 'Sent to the team at', ar: 'تُرسَل إلى الفريق على' } },
  legalLinks: { singular: { en: 'Legal link', ar: 'رابط قانوني' }, plural: { en: 'Legal links', ar: 'الروابط القانونية' } },
  socialLinks: { singular: { en: 'Social link', ar: 'حساب تواصل' }, plural: { en: 'Social links', ar: 'حسابات التواصل الاجتماعي' } },
  offices: { singular: { en: 'Office', ar: 'مكتب' }, plural: { en: 'Offices', ar: 'المكاتب' } },
  openingHours: { singular: { en: 'Opening hours', ar: 'ساعات عمل' }, plural: { en: 'Opening hours', ar: 'ساعات العمل' } },
  testimonials: { singular: { en: 'Testimonial', ar: 'شهادة' }, plural: { en: 'Testimonials', ar: 'الشهادات' } },
  profiles: { singular: { en: 'Profile', ar: 'حساب' }, plural: { en: 'Profiles elsewhere', ar: 'الحسابات في مواقع أخرى' } },
} as const satisfies Record<string, Labels>

/** The help shown under a field (or above a list). */
export const descriptions = {
  personalData: {
    en: 'How long records are kept after their last change: older ones are erased every hour, an application with its CV, the activity log by the date of each entry. Only administrators change it.',
    ar: 'المدة التي تُحفظ خلالها السجلات بعد آخر تغيير عليها: يُحذف ما يتجاوزها كل ساعة، وطلب التوظيف مع سيرته الذاتية، وسجل النشاط بحسب تاريخ كل قيد. لا يغيّرها إلا المشرفون.',
  },
  consentRecord: {
    en: 'The record of consent the Personal Data Protection Law asks us to keep: when, to what and under which version of the privacy policy. Empty for applications received before it was recorded.',
    ar: 'سجل الموافقة الذي يطلب نظام حماية البيانات الشخصية الاحتفاظ به: متى، وعلى أي نص، وفي ظل أي نسخة من سياسة الخصوصية. فارغ في الطلبات الواردة قبل بدء تسجيله.',
  },
  photo: {
    en: 'A portrait with the person\'s consent (square, at least 400 px), or a team\'s artwork. Without one, the initials are shown.',
    ar: 'صورة شخصية بموافقة صاحبها (مربعة، 400 بكسل على الأقل)، أو رسم يمثّل الفريق. من دونها تظهر الأحرف الأولى من الاسم.',
  },
  profiles: {
    en: 'Public profiles of this person or team (LinkedIn, Google Scholar, GitHub…): shown on their page and given to search engines.',
    ar: 'الحسابات العامة لهذا الشخص أو الفريق (لينكدإن، الباحث العلمي من Google، GitHub…): تظهر في صفحته وتُعطى لمحركات البحث.',
  },
  people: {
    en: 'Who to show, in this order: each links to their page with their posts.',
    ar: 'من يظهر في القسم، بهذا الترتيب: يقود كلٌّ منهم إلى صفحته ومقالاته.',
  },
  pageSlug: {
    en: 'The page’s address in this language at the top of the site (/slug): lower-case letters (Arabic letters too), digits and hyphens, not one of the site’s own addresses. Each language has its own; it follows the title until the page is published. Changing it keeps the old address working (it redirects).',
    ar: 'عنوان الصفحة بهذه اللغة في أعلى الموقع (‎/slug‎): حروف صغيرة (والحروف العربية أيضًا) وأرقام وشرطات، وليس أحد عناوين الموقع نفسه. لكل لغة عنوانها، ويتبع العنوانَ حتى تُنشر الصفحة. تغييره يُبقي العنوان القديم يعمل (يُحوَّل إلى الجديد).',
  },
  slug: {
    en: 'The address of this document in this language: lower-case letters (Arabic letters too), digits and hyphens. Each language has its own; it follows the title until the document is published. Changing it keeps the old address working (it redirects).',
    ar: 'عنوان هذا المستند بهذه اللغة: حروف صغيرة (والحروف العربية أيضًا) وأرقام وشرطات. لكل لغة عنوانها، ويتبع العنوانَ حتى يُنشر المستند. تغييره يُبقي العنوان القديم يعمل (يُحوَّل إلى الجديد).',
  },
  sharedSlug: {
    en: 'Lower-case letters, digits and hyphens, the same in English and Arabic.',
    ar: 'حروف لاتينية صغيرة وأرقام وشرطات، وهو نفسه بالإنجليزية والعربية.',
  },
  missingTranslations: {
    en: 'Filled in on save: the languages in which a required field is still empty.',
    ar: 'تُملأ عند الحفظ: اللغات التي ما زال فيها حقل مطلوب فارغًا.',
  },
  outdatedTranslations: {
    en: 'Filled in on save: the languages whose translation was made before the last change to the original text.',
    ar: 'تُملأ عند الحفظ: اللغات التي تُرجمت قبل آخر تعديل على النص الأصلي.',
  },
  markTranslated: {
    en: 'Tick it once this language says what the original now says, then save.',
    ar: 'ضع العلامة بعد أن تصبح هذه اللغة مطابقة لما يقوله النص الأصلي الآن، ثم احفظ.',
  },
  editedBy: { en: 'Set on every save; each version keeps its own.', ar: 'يُسجَّل عند كل حفظ، وتحتفظ كل نسخة بقيمتها.' },
  relatedPosts: { en: 'Optional. Empty: posts of the same category are shown.', ar: 'اختياري. إن بقي فارغًا تظهر مقالات من التصنيف نفسه.' },
  order: { en: 'Lower numbers come first in menus and lists.', ar: 'الأرقام الأصغر تظهر أولًا في القوائم.' },
  altOtherLanguage: {
    en: 'Optional: written here, it is saved as the alt text of the other content language, so one form takes both.',
    ar: 'اختياري: ما تكتبه هنا يُحفظ نصًا بديلًا بلغة المحتوى الأخرى، فتكتب الوصفين في نموذج واحد.',
  },
  documentDescription: {
    en: 'One or two sentences on what the document holds, shown under its title on the site.',
    ar: 'جملة أو جملتان عمّا يتضمنه المستند، تظهران تحت عنوانه في الموقع.',
  },
  alt: {
    en: 'Describe the image for people who cannot see it, in each language: switch the content language to add the other one.',
    ar: 'صِف الصورة لمن لا يراها، بكل لغة: بدّل لغة المحتوى لإضافة الوصف باللغة الأخرى.',
  },
  from: { en: 'A path on this site, e.g. /blog/old-title or /ar/blog/old-title.', ar: 'مسار في هذا الموقع، مثل ‎/blog/old-title‎ أو ‎/ar/blog/old-title‎.' },
  to: { en: 'A path on this site or a full https:// address.', ar: 'مسار في هذا الموقع أو عنوان كامل يبدأ بـ ‎https://‎' },
  submissionId: {
    en: 'Identifies the form instance; a repeated submission is not stored twice.',
    ar: 'يعرّف نسخة النموذج التي أُرسلت؛ فلا يُحفظ الإرسال المكرر مرتين.',
  },
  job: { en: 'Empty for a general application.', ar: 'فارغ في طلب التوظيف العام.' },
  positionTitle: { en: 'The position as the applicant saw it.', ar: 'الوظيفة كما رآها المتقدم.' },
  notes: { en: 'Seen by staff only.', ar: 'لا يراها إلا فريق العمل.' },
  originalName: {
    en: 'The name the applicant gave the file; it is stored under a generated name.',
    ar: 'الاسم الذي أعطاه المتقدم للملف؛ ويُحفظ الملف باسم مولَّد.',
  },
  roles: {
    en: 'Admin: users and settings, and everything else. Editor: pages, posts, jobs, media and globals. Submissions: consultation requests, applications and CVs.',
    ar: 'مدير: المستخدمون والإعدادات وكل ما عداها. محرر: الصفحات والمقالات والوظائف والصور وصفحات الموقع. معالج طلبات: طلبات الاستشارة وطلبات التوظيف والسير الذاتية.',
  },
  navigation: {
    en: 'The main menu, in this order (at most eight items). An item leads to a page, or opens a submenu of links; “Solutions by kind” lists every published solution under Technologies and Industries, then its own links.',
    ar: 'القائمة الرئيسية بهذا الترتيب (ثمانية عناصر على الأكثر). يقود العنصر إلى صفحة، أو يفتح قائمة فرعية من الروابط؛ و«الحلول حسب النوع» تسرد كل حل منشور تحت «التقنيات» و«القطاعات» ثم روابطه هو.',
  },
  submenu: {
    en: 'A link, or a submenu: the item’s text then opens it.',
    ar: 'رابط، أو قائمة فرعية يفتحها نص العنصر.',
  },
  menuDocument: {
    en: 'The link follows the document when its address changes, and is left out while the document is not published.',
    ar: 'يتبع الرابط المستند إن تغيّر عنوانه، ولا يظهر ما دام المستند غير منشور.',
  },
  menuPath: {
    en: 'A page of the site without the language, e.g. /careers: each language’s visitors get their own.',
    ar: 'صفحة في الموقع دون رمز اللغة، مثل ‎/careers‎: يصل زائر كل لغة إلى صفحتها بلغته.',
  },
  forms: {
    en: 'The texts of the site’s two forms, in each language: every field shows the current wording; write over it to change it, empty it to go back. What the forms ask, check and keep does not change here.',
    ar: 'نصوص نموذجَي الموقع بكل لغة: يعرض كل حقل الصياغة الحالية؛ اكتب فوقها لتغييرها، وأفرغه للعودة إليها. لا يتغيّر هنا ما يسأل عنه النموذجان ولا ما يتحققان منه ولا ما يحفظانه.',
  },
  teamEmails: {
    en: 'Who receives each request (at most five addresses). Empty: the site’s team address. Only administrators change it.',
    ar: 'من يتلقّى كل طلب (خمسة عناوين على الأكثر). إن تُرك فارغًا فإلى عنوان فريق الموقع. لا يغيّره إلا المشرفون.',
  },
  footerColumns: {
    en: 'Columns of links beside the offices and contacts in the footer (at most two).',
    ar: 'أعمدة روابط بجانب المكاتب ووسائل التواصل في تذييل الصفحة (عمودان على الأكثر).',
  },
  legalLinks: {
    en: 'The links at the foot of every page, beside the copyright (terms, privacy…).',
    ar: 'الروابط في أسفل كل صفحة بجانب حقوق النشر (الشروط، الخصوصية…).',
  },
  phone: { en: 'International format, e.g. +966115107400', ar: 'بالصيغة الدولية، مثل ‎+966115107400' },
  whatsapp: {
    en: 'The number visitors message on WhatsApp, in international format (e.g. +966551234567). Leave empty for no WhatsApp link.',
    ar: 'الرقم الذي يراسله الزوار على واتساب بالصيغة الدولية (مثل ‎+966551234567‎). اتركه فارغًا إن لم يكن للمكتب واتساب.',
  },
  mapUrl: {
    en: 'The office on a map (Google Maps or Apple Maps share link, https://). Visitors get directions from it.',
    ar: 'موقع المكتب على الخريطة (رابط مشاركة من خرائط Google أو Apple يبدأ بـ ‎https://‎)، ومنه يحصل الزوار على الاتجاهات.',
  },
  openingHours: {
    en: 'One row per group of days, e.g. Sunday to Thursday 09:00 to 18:00; leave both times empty for days it is closed. Visitors see them in their language and clock.',
    ar: 'صف لكل مجموعة أيام، مثل من الأحد إلى الخميس من 09:00 إلى 18:00، واترك الوقتين فارغين للأيام التي يُغلق فيها. يراها الزوار بلغتهم وبالصيغة المعتادة لديهم.',
  },
  testimonials: {
    en: "A client's words as they gave them, with their role and organisation; their name and logo only if they agreed to show them.",
    ar: 'كلمات العميل كما قالها، مع دوره وجهته، واسمه وشعار جهته فقط إن وافق على إظهارهما.',
  },
  company: {
    en: 'Shown at the foot of every page and given to search engines, as the Ministry of Commerce registered them.',
    ar: 'تظهر أسفل كل صفحة وتُعطى لمحركات البحث، كما سُجّلت لدى وزارة التجارة.',
  },
  href: {
    en: 'A site path such as /contact, an https:// URL, mailto: or tel:.',
    ar: 'مسار في الموقع مثل ‎/contact‎، أو رابط يبدأ بـ ‎https://‎، أو ‎mailto:‎ أو ‎tel:‎.',
  },
  caseStudies: { en: 'Leave empty to show every case study.', ar: 'اتركه فارغًا لعرض كل دراسات الحالة.' },
  seo: { en: 'Leave empty to use the title and summary.', ar: 'اتركها فارغة لاستخدام العنوان والملخص.' },
} as const satisfies Record<string, Label>

/** Validation messages, in the language of the admin that saves. */
export const errors = {
  slug: {
    en: 'Use lower-case letters (Arabic letters too), digits and single hyphens, at most 80 characters, e.g. "machine-learning" or "التعلم-الآلي".',
    ar: 'استخدم حروفًا صغيرة (والحروف العربية أيضًا) وأرقامًا وشرطات مفردة، بحدٍّ أقصى 80 حرفًا، مثل «التعلم-الآلي» أو «machine-learning».',
  },
  slugReserved: {
    en: 'This address is one of the site’s own (such as /blog or /contact): choose another slug for this page.',
    ar: 'هذا العنوان من عناوين الموقع نفسه (مثل ‎/blog‎ أو ‎/contact‎): اختر معرّفًا آخر لهذه الصفحة.',
  },
  email: { en: 'Enter an e-mail address in its canonical form.', ar: 'أدخل عنوان بريد إلكتروني بصيغته القياسية.' },
  redirectFrom: {
    en: 'Use a path on this site that starts with /, e.g. /blog/old-title.',
    ar: 'استخدم مسارًا في هذا الموقع يبدأ بـ /، مثل ‎/blog/old-title‎.',
  },
  redirectTo: { en: 'Use a path such as /blog/new-title or an https:// address.', ar: 'استخدم مسارًا مثل ‎/blog/new-title‎ أو عنوانًا يبدأ بـ ‎https://‎.' },
  redirectSame: { en: 'The new address must differ from the old one.', ar: 'يجب أن يختلف العنوان الجديد عن القديم.' },
  notPdf: {
    en: 'This file is not a PDF. Upload a PDF document (export it as PDF from your editor first).',
    ar: 'هذا الملف ليس بصيغة PDF. ارفع مستندًا بصيغة PDF (صدّره بهذه الصيغة من برنامج التحرير أولًا).',
  },
  documentTooLarge: {
    en: 'This file is larger than 20 MB. Reduce its size (e.g. compress its images) and upload it again.',
    ar: 'حجم هذا الملف أكبر من 20 ميغابايت. قلّل حجمه (بضغط صوره مثلًا) ثم ارفعه مرة أخرى.',
  },
  clockTime: { en: 'Use a time on a 24-hour clock, e.g. 09:00 or 18:30.', ar: 'اكتب الوقت بنظام 24 ساعة، مثل 09:00 أو 18:30.' },
  opensBeforeCloses: { en: 'Give both times, the closing after the opening; leave both empty for a closed day.', ar: 'اكتب الوقتين على أن يكون الإغلاق بعد الفتح، أو اتركهما فارغين ليوم الإغلاق.' },
  whatsapp: { en: 'Use an international number, e.g. +966551234567.', ar: 'اكتب رقمًا بالصيغة الدولية، مثل ‎+966551234567‎.' },
  commercialRegistration: { en: 'A commercial registration number has 10 digits.', ar: 'يتكون رقم السجل التجاري من 10 أرقام.' },
  vatNumber: { en: 'A Saudi VAT number has 15 digits, starting and ending with 3.', ar: 'يتكون الرقم الضريبي السعودي من 15 رقمًا، أوله 3 وآخره 3.' },
  documentBusy: {
    en: 'Someone else is saving this document at this moment. Wait a few seconds and save again: your changes are still here.',
    ar: 'يحفظ شخص آخر هذا المستند في هذه اللحظة. انتظر بضع ثوانٍ ثم احفظ مرة أخرى: تعديلاتك ما زالت هنا.',
  },
  sitePath: { en: 'Use a site path such as /about.', ar: 'استخدم مسارًا في الموقع مثل ‎/about‎.' },
  formTextLength: { en: 'At most {max} characters.', ar: 'لا يزيد على {max} حرفًا.' },
  formTextArguments: {
    en: 'Keep these parts exactly as in the original, each once, and add no other braces or angle brackets: {parts}',
    ar: 'أبقِ هذه الأجزاء كما في النص الأصلي، كلًّا منها مرة واحدة، ولا تُضف أقواسًا معقوفة أو زاوية أخرى: {parts}',
  },
  menuDocument: { en: 'Choose the page or document this item leads to.', ar: 'اختر الصفحة أو المستند الذي يقود إليه هذا العنصر.' },
  httpsUrl: { en: 'Use an https:// URL.', ar: 'استخدم رابطًا يبدأ بـ ‎https://‎.' },
  href: {
    en: 'Use a site path (/contact), #anchor, https:// URL, mailto: or tel: link.',
    ar: 'استخدم مسارًا في الموقع (‎/contact‎) أو رابطًا داخل الصفحة يبدأ بـ # أو رابطًا يبدأ بـ ‎https://‎ أو ‎mailto:‎ أو ‎tel:‎.',
  },
} as const satisfies Record<string, Label>
