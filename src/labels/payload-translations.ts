import type { Config } from 'payload'

/**
 * Corrections to Payload's own admin texts (merged over its English and Arabic translations). Its
 * Arabic calls both the language of the content being edited and the language of the admin itself
 * «اللغة», and the content language «الموقع» (a place) in its copy and publish menus: each has its
 * own name here, in both admin languages.
 */
export const adminTranslations = {
  en: {
    general: {
      locale: 'Content language',
      locales: 'Content languages',
      allLocales: 'All content languages',
      language: 'Interface language',
      fallbackToDefaultLocale: 'Fall back to the default content language',
      // A column's sort buttons: Payload fills {{label}} with the label unread (a label in two
      // languages showed as "[object Object]"); the column's heading names it.
      sortByLabelDirection: 'Sort {{direction}}',
      // Live preview's first size, named by Payload in English only (patches/@payloadcms+ui+*.patch).
      responsive: 'Fit the pane',
    },
    localization: {
      cannotCopySameLocale: 'Cannot copy to the same content language',
      copyToLocale: 'Copy to another content language',
      localeToPublish: 'Content language to publish',
      selectedLocales: 'Selected content languages',
      selectLocaleToCopy: 'Choose the content language to copy to',
      selectLocaleToDuplicate: 'Choose the content languages to duplicate',
    },
    version: {
      // The versions list's column of who saved each version (scripts/payload-admin-fixes.mjs).
      savedBy: 'Saved by',
      publishAllLocales: 'Publish in every content language',
      selectLocales: 'Content languages to show',
      showLocales: 'Show content languages:',
    },
  },
  ar: {
    general: {
      locale: 'لغة المحتوى',
      locales: 'لغات المحتوى',
      sortByLabelDirection: 'ترتيب {{direction}}',
      responsive: 'بحجم اللوحة',
      allLocales: 'كل لغات المحتوى',
      language: 'لغة الواجهة',
      fallbackToDefaultLocale: 'الرجوع إلى لغة المحتوى الافتراضية',
      // Payload's «<لا {{label}}>» read «<لا المسؤول عنه>» for a submission nobody owns yet.
      noLabel: '— {{label}} غير محدد —',
      // Payload's own Arabic, corrected (issue noted upstream): a misspelt hamza, a translated placeholder, grammar.
      createNew: 'إنشاء جديد',
      schedulePublishFor: 'جدولة نشر «{{title}}»',
      noValue: 'لا توجد قيمة',
    },
    fields: {
      selectFieldsToEdit: 'حدّد الحقول التي تريد تعديلها',
      toggleBlock: 'طيّ القسم أو فتحه',
    },
    error: {
      localesNotSaved_one: 'لم يُحفظ المحتوى بلغة المحتوى التالية:',
      localesNotSaved_other: 'لم يُحفظ المحتوى بلغات المحتوى التالية:',
    },
    localization: {
      cannotCopySameLocale: 'لا يمكن النسخ إلى لغة المحتوى نفسها',
      copyToLocale: 'انسخ إلى لغة محتوى أخرى',
      localeToPublish: 'لغة المحتوى المراد نشرها',
      selectedLocales: 'لغات المحتوى المختارة',
      selectLocaleToCopy: 'اختر لغة المحتوى المراد النسخ إليها',
      selectLocaleToDuplicate: 'اختر لغات المحتوى المراد تكرارها',
    },
    version: {
      aboutToRestoreGlobal: 'أنت على وشك استعادة «{{label}}» إلى ما كان عليه في {{versionDate}}.',
      confirmVersionRestoration: 'تأكيد استعادة النسخة',
      currentlyPublished: 'المنشورة حاليًا',
      currentlyViewing: 'المعروضة حاليًا',
      previouslyPublished: 'نُشرت سابقًا',
      savedBy: 'حفظها',
      publishAllLocales: 'انشر بكل لغات المحتوى',
      selectLocales: 'لغات المحتوى المراد عرضها',
      showLocales: 'اعرض لغات المحتوى:',
    },
  },
} satisfies NonNullable<Config['i18n']>['translations']
