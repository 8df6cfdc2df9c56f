import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, parseEnv } from './env.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-env-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('parseEnv', () => {
  it('runs with no configuration: embedded database, port 3000, generated and kept auth secret', async () => {
    const config = parseEnv({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, baseUrl: 'http://localhost:3000' });
    expect(config.authSecret).toBe((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim());
    expect(parseEnv({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires a shared AUTH_SECRET with PostgreSQL, where several instances run', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://localhost/rentwell' })).toThrow(/AUTH_SECRET/);
  });

  it('takes the site-admin key and bootstrap secret only when long enough', () => {
    expect(parseEnv({ DATA_DIR: dataDir })).toMatchObject({ siteAdminKey: undefined, bootstrapSecret: undefined });
    const config = parseEnv({ DATA_DIR: dataDir, SITE_ADMIN_KEY: 'k'.repeat(16), BOOTSTRAP_SECRET: 's'.repeat(16) });
    expect(config).toMatchObject({ siteAdminKey: 'k'.repeat(16), bootstrapSecret: 's'.repeat(16) });
    expect(() => parseEnv({ DATA_DIR: dataDir, SITE_ADMIN_KEY: 'short' })).toThrow(/SITE_ADMIN_KEY/);
    expect(() => parseEnv({ DATA_DIR: dataDir, BOOTSTRAP_SECRET: 'short' })).toThrow(/BOOTSTRAP_SECRET/);
  });

  it('takes a configured seal certificate only with both its path and its password', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).sealCertificate).toBeUndefined();
    const config = parseEnv({
      DATA_DIR: dataDir,
      SEAL_CERTIFICATE_P12_PATH: 'seal.p12',
      SEAL_CERTIFICATE_PASSWORD: '',
    });
    expect(config.sealCertificate).toEqual({ p12Path: path.resolve('seal.p12'), password: '' });
    expect(() => parseEnv({ DATA_DIR: dataDir, SEAL_CERTIFICATE_P12_PATH: 'seal.p12' })).toThrow(
      /SEAL_CERTIFICATE_PASSWORD/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir, SEAL_CERTIFICATE_PASSWORD: 'secret' })).toThrow(InvalidEnvironmentError);
  });

  it('seeds demo data by default in development, but in production only when SEED_DEMO_DATA=true', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).seedDemoData).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('reads boolean flags', () => {
    const config = parseEnv({ DATA_DIR: dataDir, REQUIRE_EMAIL_VERIFICATION: 'true', SEED_DEMO_DATA: '0' });
    expect(config.requireEmailVerification).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  it('requires email verification in production, where it cannot be turned off, and not by default elsewhere', () => {
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).requireEmailVerification).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' }).requireEmailVerification).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }).requireEmailVerification).toBe(false);
    expect(() => parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', REQUIRE_EMAIL_VERIFICATION: 'false' })).toThrow(
      /REQUIRE_EMAIL_VERIFICATION/,
    );
  });

  it('points the Stripe library at STRIPE_API_URL only outside production', () => {
    const fake = 'http://127.0.0.1:4999';
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', STRIPE_API_URL: fake }).stripeApiUrl?.href).toBe(`${fake}/`);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).stripeApiUrl).toBeUndefined();
    expect(() => parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', STRIPE_API_URL: fake })).toThrow(
      /STRIPE_API_URL/,
    );
  });

  it('reads the shutdown grace period in seconds, by default longer than the longest export', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).shutdownGraceMs).toBe(330_000);
    expect(parseEnv({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '45' }).shutdownGraceMs).toBe(45_000);
    expect(() => parseEnv({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('configures the optional language model with its base URL and model together', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).languageModel).toBeUndefined();
    const config = parseEnv({ DATA_DIR: dataDir, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(config.languageModel).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
    });
    expect(() => parseEnv({ DATA_DIR: dataDir, LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(() => parseEnv({ DATA_DIR: dataDir, LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });
});
