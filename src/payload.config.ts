import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'
import { BlocksFeature, CodeBlock, lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { type Access, buildConfig, type SanitizedConfig } from 'payload'
import pino from 'pino'
import sharp from 'sharp'
import { Authors } from './collections/Authors'
import { ConsultationRequests } from './collections/ConsultationRequests'
import { CvFiles } from './collections/CvFiles'
import { Documents } from './collections/Documents'
import { JobApplications } from './collections/JobApplications'
import { CaseStudies } from './collections/CaseStudies'
import { Categories } from './collections/Categories'
import { Jobs } from './collections/Jobs'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Redirects } from './collections/Redirects'
import { SeedRecords } from './collections/SeedRecords'
import { Activity } from './collections/Activity'
import { PageViews } from './collections/PageViews'
import { recordVisitsEndpoint } from './collections/endpoints/record-visits'
import { withActivityLog } from './collections/hooks/activity'
import { withDraftRestore } from './collections/endpoints/restore-as-draft'
import { Solutions } from './collections/Solutions'
import { Users } from './collections/Users'
import { admins, editors, hasRole, hiddenUnless } from './access'
import { env, isPostgresUrl, siteOrigin } from './env'
import { s3ClientConfig } from './lib/storage'
import { bodyLimits } from './server/screen'
import { globals } from './globals'
import { personalDataEndpoints } from './submissions/personal-data.endpoints'
import { scheduleEndpoint } from './jobs/schedules'
import { sendEmailTask } from './submissions/email/send-email'
import { defaultLocale, locales, siteTimeZone } from './i18n/locales'
import { collectionLabels, groupLabels } from './labels/collections'
import { fieldLabels } from './labels/fields'
import { optionLabels } from './labels/options'
import { adminTranslations } from './labels/payload-translations'
import { oneSaveAtATime, withDocumentLocks } from './collections/hooks/one-save-at-a-time'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Whether the request comes from an admin (the jobs queue's own access checks want a boolean). */
const isAdmin = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as Parameters<typeof hasRole>[0])

/** Admins read the whole queue; editors only its scheduled publications. */
const adminsOrScheduleReaders: Access = ({ req }) => {
  if (hasRole(req.user as Parameters<typeof hasRole>[0])) return true
  return hasRole(req.user as Parameters<typeof hasRole>[0], 'editor') ? { taskSlug: { equals: 'schedulePublish' } } : false
}

function database() {
  if (isPostgresUrl(env.DATABASE_URL)) {
    return postgresAdapter({
      // PostgreSQL's JIT compiler spends seconds compiling Payload's large queries that run in
      // milliseconds without it (a global read went from 0.05 s to 3.9 s): off for these sessions.
      // A connection attempt to a database that is away or hung gives up after 5 s (pg waits forever by default).
      // Connections are kept 5 minutes while idle (pg's default: 10 s), with TCP keep-alives: after a
      // quiet spell the next visitor's page does not wait for new ones, which on a busy machine took
      // longer than those 5 s (a restored instance answered 500 after 40 s without a visitor).
      pool: { connectionString: env.DATABASE_URL, options: '-c jit=off', connectionTimeoutMillis: 5_000, idleTimeoutMillis: 300_000, keepAlive: true },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
    })
  }
  return withDocumentLocks(sqliteAdapter({
    client: { url: env.DATABASE_URL },
    // A web server's settings: readers never wait for the writer (WAL, synchronous FULL), and a
    // writer waits up to 10 s for a lock instead of failing at once.
    wal: { synchronous: 'FULL' },
    busyTimeout: 10_000,
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
  }))
}

function email() {
  if (!env.SMTP_HOST) return undefined // Payload then writes each e-mail to the log.
  return nodemailerAdapter({
    defaultFromAddress: env.MAIL_FROM,
    defaultFromName: 'Thaqib Lab',
    transportOptions: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS } } : {}),
      // Bounded, so that a hung SMTP server never holds an e-mail job past the queue's stale limit.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
  })
}

/**
 * Payload adds the folder field to images and documents with an English label and no way to name it:
 * named here, once the configuration is built, in both admin languages.
 */
function nameFolderFields(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    for (const field of collection.fields) {
      if (field.type === 'relationship' && field.name === 'folder' && field.relationTo === 'payload-folders') field.label = fieldLabels.folder
    }
  }
  return config
}

export default buildConfig({
  secret: env.PAYLOAD_SECRET ?? '',
  // How deep any read may populate relationships, whatever `?depth=` a REST request asks (Payload's
  // default allows 10). Posts pick related posts, and rich text links pages to pages: each level
  // repeats every document of the level below in the answer, so an anonymous
  // `/api/posts?depth=10&pagination=false` asked for gigabytes of JSON and stopped the process.
  // Nothing of the site or the admin reads deeper than 2 (the site's own reads go through GraphQL,
  // whose depth and cost are bounded in lib/graphql/limits.ts).
  maxDepth: 2,
  // In production Payload logs JSON lines like the server in front (src/server/log.ts); readable
  // text during development and tests.
  logger:
    env.NODE_ENV === 'production'
      ? {
          options: {
            level: process.env.LOG_LEVEL ?? 'info',
            base: { service: 'thaqib-site', component: 'payload' },
            timestamp: pino.stdTimeFunctions.isoTime,
            formatters: { level: (label: string) => ({ level: label }) },
          },
          destination: pino.destination(1),
        }
      : undefined,
  // Left unset: Payload would then write every media URL with this host, and the site's images are
  // served from its own paths. The reset e-mail builds its absolute link itself (collections/Users.ts).
  serverURL: undefined,
  // A request carrying a staff session cookie counts as signed in only from the site's own origin
  // (or, without an Origin header, from a same-site navigation): another site's page cannot act
  // with an editor's cookie, whatever the browser's SameSite rules.
  csrf: [siteOrigin],
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · CMS' },
    // Dates and scheduled publications are chosen in Riyadh's time unless an editor picks another zone.
    timezones: { defaultTimezone: siteTimeZone },
    components: {
      beforeDashboard: ['@/components/admin/WeekPanel#WeekPanel', '@/components/admin/VisitsPanel#VisitsPanel', '@/components/admin/TranslationPanel#TranslationPanel'],
      afterNavLinks: ['@/components/admin/PersonalDataNavLink#PersonalDataNavLink'],
      views: { personalData: { Component: '@/components/admin/PersonalDataView#PersonalDataView', path: '/personal-data' } },
    },
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
    translations: adminTranslations,
  },
  localization: {
    // Named in the admin's own language (the switcher said "English" in the Arabic admin).
    locales: locales.map((l) => ({ code: l.code, label: optionLabels.locales[l.code], rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  collections: [
    Posts,
    Categories,
    Authors,
    Jobs,
    Solutions,
    CaseStudies,
    Pages,
    Redirects,
    Media,
    Documents,
    ConsultationRequests,
    JobApplications,
    CvFiles,
    Users,
  ]
    .map(withActivityLog)
    .map(withDraftRestore)
    .concat(SeedRecords)
    .map(oneSaveAtATime)
    .concat(Activity, PageViews),
  globals,
  // Uploads are as large as the production server lets an API request be (ADR 012); each collection
  // checks its own files' size with a message in the editor's language (documents: ADR 040). Payload's
  // own limit (20 MB unless set) would refuse them first, in English, with an error the production
  // build's REST answer reduces to "An unknown error occurred.".
  upload: { limits: { fileSize: bodyLimits.api } },
  // Folders for images and documents (collections with `folders: true`), the editors' to arrange.
  folders: {
    collectionOverrides: [
      ({ collection }) => ({
        ...collection,
        labels: collectionLabels['payload-folders'],
        admin: { ...collection.admin, hidden: hiddenUnless('editor'), group: groupLabels.content },
        access: { read: editors, create: editors, update: editors, delete: editors },
      }),
    ],
  },
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      BlocksFeature({ blocks: [CodeBlock()] }),
    ],
  }),
  db: database(),
  sharp,
  plugins: [
    // Only for its admin translations: the SEO fields it provides are placed in our own group (fields/seo.ts).
    seoPlugin({ collections: [], globals: [] }),
    // With S3_BUCKET, media and CVs live in an S3-compatible bucket shared by every instance (CVs
    // under their own prefix, never public: read through the admin's access rules).
    s3Storage({
      enabled: Boolean(env.S3_BUCKET),
      // The bucket's fields exist either way, so that one schema (and its migrations) fits both set-ups.
      alwaysInsertFields: true,
      bucket: env.S3_BUCKET ?? '',
      config: s3ClientConfig(),
      collections: { media: { prefix: 'media' }, documents: { prefix: 'documents' }, 'cv-files': { prefix: 'cv-files' } },
    }),
  ],
  email: email(),
  jobs: {
    tasks: [sendEmailTask],
    // Sent e-mails are kept (30 days, submissions/email/old-jobs.ts): their keys stop a replayed submission from
    // sending them again (forms/notify.ts).
    deleteJobOnComplete: false,
    // Every server process works through the e-mail queue itself, from start-up, with atomic claims
    // (submissions/email/runner.ts); Payload's cron runner is not used.
    // The queue is the admins' to inspect; it holds e-mails with what visitors typed.
    access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      labels: collectionLabels['payload-jobs'],
      admin: { ...defaultJobsCollection.admin, hidden: hiddenUnless(), group: groupLabels.admin },
      // Editors see the scheduled publications (the admin's publish menu lists them), nothing else.
      access: { ...defaultJobsCollection.access, read: adminsOrScheduleReaders, create: admins, update: admins, delete: admins },
    }),
  },
  endpoints: [scheduleEndpoint, ...personalDataEndpoints, recordVisitsEndpoint],
  graphQL: {
    schemaOutputFile: path.resolve(dirname, 'lib/graphql/schema.graphql'),
  },
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Payload regenerates this file in a child process at every start outside production: in each
    // test file's Payload and each seed, several seconds of CPU that rewrote a source file under
    // the tests. Only `npm run dev` keeps it current as the model changes; `npm run generate` does it by hand.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
}).then(nameFolderFields)
