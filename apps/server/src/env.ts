import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { StorageSettings } from './files/create-file-storage.ts';
import { isAddressOrRange } from './outbound-fetch/address-policy.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** On in production, where it cannot be turned off (decision 041); off by default in development and tests. */
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Rentwell <no-reply@rentwell.local>'),
  MAIL_ATTACHMENTS_MAX_MB: z.coerce.number().positive().max(50).default(10),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMITS: booleanFlag.default(true),
  /** Unset: on, except in production, where the demo's published password must not open accounts. */
  SEED_DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  GEOCODER_URL: z.url().optional(),
  SITE_ADMIN_KEY: z.string().min(16, 'SITE_ADMIN_KEY must be at least 16 characters').optional(),
  BOOTSTRAP_SECRET: z.string().min(16, 'BOOTSTRAP_SECRET must be at least 16 characters').optional(),
  SIGNATURE_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SEAL_CERTIFICATE_P12_PATH: z.string().min(1).optional(),
  /** May be empty: a PKCS#12 without a password. */
  SEAL_CERTIFICATE_PASSWORD: z.string().optional(),
  /** Set: files live in this S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * Addresses or CIDR ranges user-given URLs (iCal feeds) may reach although they are private or this host's own,
   * comma-separated; empty: none.
   */
  OUTBOUND_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'OUTBOUND_ALLOWED_ADDRESSES: addresses or CIDR ranges, comma-separated',
    ),
  /** Invitation mails (signing, account) one organization may send an hour and a day; a fifth when under a day old. */
  INVITATION_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  INVITATION_MAILS_PER_DAY: z.coerce.number().int().min(1).default(200),
  /**
   * How long a shutdown lets received requests finish. The default outlasts the longest export: a PDF job is
   * abandoned after 300 s (documents/pdf-pool.ts).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(330),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** Where the Stripe library sends API calls; unset: Stripe itself. Set only to point it at a local fake in tests. */
  STRIPE_API_URL: z.url().optional(),
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  requireEmailVerification: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Above this many bytes of attachments a mail carries links to the files instead. */
  mailAttachmentsMaxBytes: number;
  trustProxy: boolean;
  rateLimits: boolean;
  seedDemoData: boolean;
  logLevel: string;
  webDistDir: string;
  /** DATA_DIR/files: where files live without S3, and where `storage:copy-to-s3` reads them. */
  filesDir: string;
  storage: StorageSettings;
  geocoderUrl: string | undefined;
  /** The site-administration console's second factor; without it the console stays locked. */
  siteAdminKey: string | undefined;
  /** Lets the first site administrator be created; without it bootstrap is closed. */
  bootstrapSecret: string | undefined;
  /** How long a signing link stays valid. */
  signatureLinkDays: number;
  /** The PKCS#12 that seals signed documents; unset: the installation's own, created on first start. */
  sealCertificate: { p12Path: string; password: string } | undefined;
  /** An OpenAI-compatible endpoint that words the AI insights; unset: translated templates do. */
  languageModel: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** How many invitation mails an organization may send (`modules/mail-budgets`). */
  invitationMailBudget: { perHour: number; perDay: number };
  /** Private addresses user-given URLs may reach anyway (`outbound-fetch/address-policy.ts`). */
  outboundAllowedAddresses: string[];
  /** How long a shutdown lets received requests finish before it closes what is left. */
  shutdownGraceMs: number;
  /** Where the Stripe library sends API calls (a local fake in tests); undefined: api.stripe.com. */
  stripeApiUrl: URL | undefined;
};

export class InvalidEnvironmentError extends Error {}

/**
 * The embedded install must work with no configuration, so without AUTH_SECRET a random one is
 * generated once and kept in the data directory; sessions then survive restarts.
 */
function readOrCreateAuthSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, 'auth-secret');
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  AUTH_SECRET: required when DATABASE_URL is set, so every instance signs sessions alike',
    );
  }
  if (env.NODE_ENV === 'production' && env.REQUIRE_EMAIL_VERIFICATION === false) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  REQUIRE_EMAIL_VERIFICATION: cannot be false in production, where sign-up must not tell whether an email has an account',
    );
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_API_URL !== undefined) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  STRIPE_API_URL: only for tests; in production Stripe is always api.stripe.com',
    );
  }
  if ((env.SEAL_CERTIFICATE_P12_PATH === undefined) !== (env.SEAL_CERTIFICATE_PASSWORD === undefined)) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  SEAL_CERTIFICATE_P12_PATH and SEAL_CERTIFICATE_PASSWORD: set both or neither',
    );
  }
  if ((env.LLM_BASE_URL === undefined) !== (env.LLM_MODEL === undefined)) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  LLM_BASE_URL and LLM_MODEL: set both or neither',
    );
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailAttachmentsMaxBytes: Math.round(env.MAIL_ATTACHMENTS_MAX_MB * 1024 * 1024),
    trustProxy: env.TRUST_PROXY,
    rateLimits: env.RATE_LIMITS,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    filesDir,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'disk', dir: filesDir },
    geocoderUrl: env.GEOCODER_URL,
    outboundAllowedAddresses: env.OUTBOUND_ALLOWED_ADDRESSES,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1_000,
    stripeApiUrl: env.STRIPE_API_URL === undefined ? undefined : new URL(env.STRIPE_API_URL),
    invitationMailBudget: { perHour: env.INVITATION_MAILS_PER_HOUR, perDay: env.INVITATION_MAILS_PER_DAY },
    siteAdminKey: env.SITE_ADMIN_KEY,
    bootstrapSecret: env.BOOTSTRAP_SECRET,
    signatureLinkDays: env.SIGNATURE_LINK_DAYS,
    sealCertificate:
      env.SEAL_CERTIFICATE_P12_PATH === undefined || env.SEAL_CERTIFICATE_PASSWORD === undefined
        ? undefined
        : { p12Path: path.resolve(env.SEAL_CERTIFICATE_P12_PATH), password: env.SEAL_CERTIFICATE_PASSWORD },
    languageModel:
      env.LLM_BASE_URL === undefined || env.LLM_MODEL === undefined
        ? undefined
        : { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL },
  };
}

/** Reads `.env` from the working directory when present; real environment variables win. */
export function loadEnv(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv(process.env);
}
