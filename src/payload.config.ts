import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { BlocksFeature, CodeBlock, lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Authors } from './collections/Authors'
import { CaseStudies } from './collections/CaseStudies'
import { Categories } from './collections/Categories'
import { Jobs } from './collections/Jobs'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { SeedRecords } from './collections/SeedRecords'
import { Solutions } from './collections/Solutions'
import { Users } from './collections/Users'
import { env, isPostgresUrl } from './env'
import { globals } from './globals'
import { defaultLocale, locales } from './i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database() {
  if (isPostgresUrl(env.DATABASE_URL)) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
  })
}

export default buildConfig({
  secret: env.PAYLOAD_SECRET ?? '',
  serverURL: undefined,
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · CMS' },
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
  },
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: l.label, rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  collections: [Posts, Categories, Authors, Jobs, Solutions, CaseStudies, Pages, Media, Users, SeedRecords],
  globals,
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      BlocksFeature({ blocks: [CodeBlock()] }),
    ],
  }),
  db: database(),
  sharp,
  graphQL: {
    schemaOutputFile: path.resolve(dirname, 'lib/graphql/schema.graphql'),
  },
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
})
