import type { Role } from '@/access'
import { contactChannels, contactTimes, hearAboutSources, type helpTopics, projectSizes } from '@/forms/options'
import type { Locale } from '@/i18n/locales'
import { type ContentIcon, socialPlatforms } from '@/lib/icons'
import { departments, employmentTypes, jobLocations, workplaces } from '@/lib/job-options'
import type { Weekday } from '@/lib/opening-hours'
import { fromMessages } from './from-messages'
import type { Label } from './label'

/**
 * The labels of every select field's options. Those the site shows too come from its message files
 * (the forms' choices, a job's department and place, the social networks), so both always agree.
 */
export const optionLabels = {
  departments: fromMessages(departments, (m) => m.Careers.departments),
  jobLocations: fromMessages(jobLocations, (m) => m.Careers.locations),
  employmentTypes: fromMessages(employmentTypes, (m) => m.Careers.employmentTypes),
  workplaces: fromMessages(workplaces, (m) => m.Careers.workplaces),
  contactChannels: fromMessages(contactChannels, (m) => m.Forms.consultation.channels),
  contactTimes: fromMessages(contactTimes, (m) => m.Forms.consultation.times),
  projectSizes: fromMessages(projectSizes, (m) => m.Forms.consultation.sizes),
  hearAboutSources: fromMessages(hearAboutSources, (m) => m.Forms.application.sources),
  socialPlatforms: fromMessages(socialPlatforms, (m) => m.Layout.social),
  menuLinkKinds: {
    document: { en: 'A page or document', ar: 'صفحة أو مستند' },
    path: { en: 'A path of the site', ar: 'مسار في الموقع' },
    url: { en: 'An external address', ar: 'عنوان خارجي' },
  },
  submenus: {
    none: { en: 'Nothing: the item is a link', ar: 'لا شيء: العنصر رابط' },
    links: { en: 'A submenu of links', ar: 'قائمة فرعية من الروابط' },
    solutions: { en: 'Solutions by kind, then links', ar: 'الحلول حسب النوع ثم الروابط' },
  },
  weekdays: {
    sunday: { en: 'Sunday', ar: 'الأحد' },
    monday: { en: 'Monday', ar: 'الاثنين' },
    tuesday: { en: 'Tuesday', ar: 'الثلاثاء' },
    wednesday: { en: 'Wednesday', ar: 'الأربعاء' },
    thursday: { en: 'Thursday', ar: 'الخميس' },
    friday: { en: 'Friday', ar: 'الجمعة' },
    saturday: { en: 'Saturday', ar: 'السبت' },
  } satisfies Record<Weekday, Label>,
  // The site names these by the solutions' titles in the CMS; the seed's titles (content/solutions).
  helpTopics: {
    'ai-data-science': { en: 'AI and data science', ar: 'الذكاء الاصطناعي وعلوم البيانات' },
    'big-data': { en: 'Big data', ar: 'البيانات الضخمة' },
    'cloud-computing': { en: 'Cloud computing', ar: 'الحوسبة السحابية' },
    'computer-vision': { en: 'Computer vision', ar: 'الرؤية الحاسوبية' },
    iot: { en: 'Internet of Things', ar: 'إنترنت الأشياء' },
    'machine-learning': { en: 'Machine learning', ar: 'تعلّم الآلة' },
    nlp: { en: 'Natural language processing', ar: 'معالجة اللغة الطبيعية' },
    'health-tech': { en: 'Health tech', ar: 'التقنية الصحية' },
    fintech: { en: 'Fintech', ar: 'التقنية المالية' },
    'co-creation-of-smart-cities': { en: 'Co-creation of smart cities', ar: 'الابتكار المشترك للمدن الذكية' },
    mobility: { en: 'Mobility and logistics', ar: 'التنقل والخدمات اللوجستية' },
  } satisfies Record<(typeof helpTopics)[number], Label>,
  locales: {
    en: { en: 'English', ar: 'الإنجليزية' },
    ar: { en: 'Arabic', ar: 'العربية' },
  } satisfies Record<Locale, Label>,
  roles: {
    admin: { en: 'Admin', ar: 'مدير' },
    editor: { en: 'Editor', ar: 'محرر' },
    submissions: { en: 'Submissions', ar: 'معالج طلبات' },
  } satisfies Record<Role, Label>,
  postingStatuses: {
    open: { en: 'Open', ar: 'مفتوح' },
    closed: { en: 'Closed', ar: 'مغلق' },
  },
  personKinds: {
    person: { en: 'A person', ar: 'شخص' },
    team: { en: 'A team', ar: 'فريق' },
  },
  solutionKinds: {
    technology: { en: 'Technology', ar: 'تقنية' },
    industry: { en: 'Industry', ar: 'قطاع' },
  },
  solutionCardKinds: {
    all: { en: 'All solutions', ar: 'كل الحلول' },
    technology: { en: 'Technologies', ar: 'التقنيات' },
    industry: { en: 'Industries', ar: 'القطاعات' },
  },
  activityActions: {
    created: { en: 'Created', ar: 'أنشأ' },
    updated: { en: 'Saved changes', ar: 'حفظ تعديلات' },
    published: { en: 'Published', ar: 'نشر' },
    unpublished: { en: 'Unpublished', ar: 'ألغى النشر' },
    restored: { en: 'Restored a version as a draft', ar: 'استعاد نسخة سابقة مسودةً' },
    'scheduled-publish': { en: 'Scheduled its publication', ar: 'جدول نشره' },
    'scheduled-unpublish': { en: 'Scheduled its unpublication', ar: 'جدول إلغاء نشره' },
    unscheduled: { en: 'Cancelled a schedule', ar: 'ألغى موعدًا مجدولًا' },
    deleted: { en: 'Deleted', ar: 'حذف' },
    exported: { en: 'Exported', ar: 'صدّر' },
    erased: { en: 'Erased personal data', ar: 'حذف بيانات شخصية' },
    'signed-in': { en: 'Signed in', ar: 'سجّل الدخول' },
  },
  visitKinds: {
    page: { en: 'A page', ar: 'صفحة' },
    referrer: { en: 'Arrivals from a site', ar: 'قادمون من موقع' },
  },
  activityAreas: {
    content: { en: 'Content', ar: 'المحتوى' },
    submissions: { en: 'Submissions', ar: 'الطلبات الواردة' },
    accounts: { en: 'Accounts and settings', ar: 'الحسابات والإعدادات' },
  },
  submissionStatuses: {
    new: { en: 'New', ar: 'جديد' },
    'in-progress': { en: 'In progress', ar: 'قيد المعالجة' },
    done: { en: 'Done', ar: 'منجز' },
    spam: { en: 'Spam', ar: 'غير مرغوب فيه' },
  },
  contentIcons: {
    brain: { en: 'Brain', ar: 'دماغ' },
    chart: { en: 'Chart', ar: 'رسم بياني' },
    cloud: { en: 'Cloud', ar: 'سحابة' },
    eye: { en: 'Eye', ar: 'عين' },
    chip: { en: 'Chip', ar: 'شريحة إلكترونية' },
    network: { en: 'Network', ar: 'شبكة' },
    chat: { en: 'Chat', ar: 'محادثة' },
    shield: { en: 'Shield', ar: 'درع' },
    heart: { en: 'Heart', ar: 'قلب' },
    coins: { en: 'Coins', ar: 'عملات' },
    city: { en: 'City', ar: 'مدينة' },
    truck: { en: 'Truck', ar: 'شاحنة' },
    database: { en: 'Database', ar: 'قاعدة بيانات' },
    sparkles: { en: 'Sparkles', ar: 'بريق' },
    gauge: { en: 'Gauge', ar: 'عدّاد' },
    users: { en: 'People', ar: 'أشخاص' },
    leaf: { en: 'Leaf', ar: 'ورقة نبات' },
    lock: { en: 'Lock', ar: 'قفل' },
    code: { en: 'Code', ar: 'شيفرة برمجية' },
    target: { en: 'Target', ar: 'هدف' },
    layers: { en: 'Layers', ar: 'طبقات' },
    globe: { en: 'Globe', ar: 'كرة أرضية' },
    clock: { en: 'Clock', ar: 'ساعة' },
    rocket: { en: 'Rocket', ar: 'صاروخ' },
  } satisfies Record<ContentIcon, Label>,
} as const

