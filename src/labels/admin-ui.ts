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
  personalData: {
    navGroup: { en: 'Privacy', ar: 'الخصوصية' },
    title: { en: 'Personal data requests', ar: 'طلبات البيانات الشخصية' },
    intro: {
      en: 'When someone asks what the lab holds about them, or asks for it to be erased, find it here by the e-mail address they used. It covers consultation requests, job applications and their CVs. Records are also erased automatically at the end of the periods set in Site settings → Personal data kept.',
      ar: 'حين يسأل شخص عمّا يحتفظ به المختبر من بياناته، أو يطلب حذفها، ابحث عنها هنا بالبريد الإلكتروني الذي استخدمه. يشمل البحث طلبات الاستشارة وطلبات التوظيف وسيرها الذاتية. وتُحذف السجلات تلقائيًا أيضًا عند انتهاء المدد المحددة في إعدادات الموقع ← مدة الاحتفاظ بالبيانات الشخصية.',
    },
    email: { en: 'E-mail address', ar: 'البريد الإلكتروني' },
    find: { en: 'Find', ar: 'ابحث' },
    finding: { en: 'Searching…', ar: 'جارٍ البحث…' },
    invalidEmail: { en: 'Enter an e-mail address such as name@company.com.', ar: 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@company.com.' },
    failed: { en: 'That did not work. Nothing was changed; please try again.', ar: 'تعذّر ذلك، ولم يتغيّر شيء. يُرجى المحاولة مرة أخرى.' },
    nothing: { en: 'Nothing is held about this address.', ar: 'لا نحتفظ بأي بيانات لهذا العنوان.' },
    foundHeading: { en: 'Held about this address', ar: 'المحفوظ لهذا العنوان' },
    requests: { en: 'Consultation requests', ar: 'طلبات الاستشارة' },
    applications: { en: 'Job applications', ar: 'طلبات التوظيف' },
    received: { en: 'Received', ar: 'تاريخ الاستلام' },
    name: { en: 'Name', ar: 'الاسم' },
    position: { en: 'Position', ar: 'الوظيفة' },
    cv: { en: 'CV', ar: 'السيرة الذاتية' },
    status: { en: 'Status', ar: 'الحالة' },
    download: { en: 'Download everything (ZIP)', ar: 'تنزيل كل البيانات (ZIP)' },
    downloading: { en: 'Preparing the download…', ar: 'جارٍ تجهيز الملف…' },
    eraseHeading: { en: 'Erase everything', ar: 'حذف كل البيانات' },
    eraseWarning: {
      en: 'This deletes every record listed above and the CV files, for good. Type the address again to confirm.',
      ar: 'سيُحذف كل سجل مما سبق مع ملفات السير الذاتية نهائيًا. اكتب العنوان مرة أخرى للتأكيد.',
    },
    confirmLabel: { en: 'The address again', ar: 'العنوان مرة أخرى' },
    confirmMismatch: { en: 'The two addresses differ: nothing was erased.', ar: 'العنوانان مختلفان، ولم يُحذف شيء.' },
    erase: { en: 'Erase everything', ar: 'احذف كل البيانات' },
    erasing: { en: 'Erasing…', ar: 'جارٍ الحذف…' },
    erased: { en: 'Erased: {requests} consultation request(s) and {applications} job application(s) with their CVs.', ar: 'حُذف: طلبات الاستشارة ({requests}) وطلبات التوظيف ({applications}) مع سيرها الذاتية.' },
    notAllowed: { en: 'Only staff who handle submissions can use this page.', ar: 'هذه الصفحة متاحة لمن يتولّون الطلبات الواردة فقط.' },
  },
} as const satisfies Record<string, Label | Record<string, Label>>
