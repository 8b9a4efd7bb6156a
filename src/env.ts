import { z } from 'zod'

/**
 * Runtime configuration, read and validated in one place. Every value has a default for the
 * embedded set-up (SQLite file, in-process GraphQL), so `npm start` works with no configuration.
 */
const graphqlClientSchema = z.object({
  /** `embedded` runs operations in process against this app's Payload; otherwise an http(s) URL. */
  host: z.string().min(1),
  preferGet: z.boolean().optional(),
  token: z.string().optional(),
})

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().min(1).default('file:./data/site.db'),
  PAYLOAD_SECRET: z.string().min(32).optional(),
  /** Where uploaded media files are stored (git-ignored). */
  MEDIA_DIR: z.string().min(1).default('media'),
  /** Where applicants' CVs are stored (git-ignored, never served publicly). */
  PRIVATE_UPLOADS_DIR: z.string().min(1).default('private-uploads'),
  /** SMTP for outgoing e-mail; without SMTP_HOST, e-mails are written to the log. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.email().default('hello@thaqiblab.sa'),
  /** Where new consultation requests and applications are announced. */
  TEAM_EMAIL: z.email().default('hello@thaqiblab.sa'),
  /** Signs the forms' start-time tokens; defaults to PAYLOAD_SECRET. */
  FORM_SECRET: z.string().min(16).optional(),
  /** Submissions allowed per client IP and form in the window. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** A person needs at least this long to fill in a form; faster submissions are refused. */
  FORM_MIN_FILL_MS: z.coerce.number().int().nonnegative().default(3_000),
  /** Confirmation e-mails sent to one address per day, whatever the form or the client. */
  CONFIRMATION_EMAILS_PER_DAY: z.coerce.number().int().positive().default(3),
  /** All CVs parked while their applicants correct other fields, together (bytes). */
  PENDING_CV_MAX_BYTES: z.coerce.number().int().positive().default(100 * 1024 * 1024),
  /**
   * Where the rate limits and other counters are kept: `memory` (one process), a PostgreSQL URL, or
   * by default the shared cache (REDIS_URL) when there is one, else memory.
   */
  FORM_RATE_LIMIT_STORE: z.union([z.literal('memory'), z.literal('redis'), z.string().regex(/^postgres(ql)?:\/\//)]).optional(),
  /** Valkey or Redis shared by every instance: Next's page and data cache, rate limits, counters. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** How many app instances serve the site (declared, so that a wrong combination is refused at start). */
  INSTANCES: z.coerce.number().int().positive().default(1),
  /** This instance's own folder for submissions kept while the database is away (forms/spool.ts). */
  SPOOL_DIR: z.string().min(1).default('data/spool'),
  /** The spool's size bound (bytes); past it a submission that cannot be stored is refused, as without the spool. */
  SPOOL_MAX_BYTES: z.coerce.number().int().positive().default(512 * 1024 * 1024),
  /** Media and CVs in an S3-compatible bucket instead of MEDIA_DIR and PRIVATE_UPLOADS_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Requests per minute that one anonymous client may send to /api/graphql. */
  GRAPHQL_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  GRAPHQL_HOST: z.string().min(1).default('embedded'),
  GRAPHQL_PREFER_GET: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  GRAPHQL_TOKEN: z.string().optional(),
  /** Extra named clients as JSON: `{"partner": {"host": "https://example.org/graphql"}}`. */
  GRAPHQL_CLIENTS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {}
      try {
        return z.record(z.string(), graphqlClientSchema).parse(JSON.parse(raw))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'GRAPHQL_CLIENTS must be a JSON object of {host, preferGet?, token?}' })
        return z.NEVER
      }
    }),
})

export type Env = z.infer<typeof schema>
export type GraphQLClientConfig = z.infer<typeof graphqlClientSchema>

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = schema.superRefine(deploymentRules).safeParse(cleaned)
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

/**
 * Combinations that cannot work, refused at start rather than found out in production: several
 * instances need one database they can all reach (PostgreSQL, not a SQLite file), one cache they
 * all expire (REDIS_URL), and shared counters.
 */
function deploymentRules(value: z.infer<typeof schema>, ctx: z.RefinementCtx) {
  if (value.INSTANCES > 1) {
    if (!isPostgresUrl(value.DATABASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: `INSTANCES=${value.INSTANCES} needs PostgreSQL: a SQLite file serves one instance only` })
    }
    if (!value.REDIS_URL) {
      ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: `INSTANCES=${value.INSTANCES} needs a shared cache (REDIS_URL): otherwise an edit expires the pages of one instance only` })
    }
    if (value.FORM_RATE_LIMIT_STORE === 'memory') {
      ctx.addIssue({ code: 'custom', path: ['FORM_RATE_LIMIT_STORE'], message: `INSTANCES=${value.INSTANCES} needs shared rate limits: leave FORM_RATE_LIMIT_STORE unset (the shared cache) or give a PostgreSQL URL` })
    }
  }
  if (value.FORM_RATE_LIMIT_STORE === 'redis' && !value.REDIS_URL) {
    ctx.addIssue({ code: 'custom', path: ['FORM_RATE_LIMIT_STORE'], message: 'FORM_RATE_LIMIT_STORE=redis needs REDIS_URL' })
  }
  if (value.S3_BUCKET && !(value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' })
  }
}

export const env = readEnv()

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/** The site URL without a trailing slash, for absolute links (canonical, hreflang, sitemap). */
export const siteUrl = env.SITE_URL.replace(/\/+$/, '')
/** The site's origin (`https://thaqiblab.sa`), as browsers send it in the Origin header. */
export const siteOrigin = new URL(env.SITE_URL).origin
