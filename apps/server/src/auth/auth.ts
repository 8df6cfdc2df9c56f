import { ZSignUpRequest } from '@rentwell/contracts/sign-up';
import type { Database } from '@rentwell/db/create-db';
import { account, rateLimit, session, user, verification } from '@rentwell/db/schema/auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppConfig } from '../env.ts';
import { authMailText, languageFromAcceptHeader } from '../mail/auth-mail-texts.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  clearMustChangePassword,
  isAccountDeactivated,
  recordSignIn,
} from '../modules/accounts/account-access.service.ts';
import { getProfileLanguage, onboardPublicSignUp } from '../modules/accounts/accounts.service.ts';
import { spendSignUpAttemptNotice } from '../modules/mail-budgets/mail-budgets.ts';
import { forgetAccountSignInFailures } from './account-sign-in-limit.ts';
import { betterAuthLogger } from './auth-logger.ts';
import { CLIENT_IP_HEADER } from './client-ip-header.ts';
import { passwordHashingFor } from './password-hashing.ts';
import type { SessionActorCache } from './session-actor-cache.ts';
import { checkUpdateUserRequest, syncUpdatedName, UPDATE_USER_PATH } from './update-user-rule.ts';

const SIGN_UP_PATH = '/sign-up/email';
const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * Two sign-ups with one email at once both pass better-auth's "already exists" check; the slower insert then hits
 * user_email_unique and better-auth answers a bare FAILED_TO_CREATE_USER. True when that is what happened.
 */
async function isLostSignUpRace(db: Database, returned: unknown, body: unknown): Promise<boolean> {
  if (!(returned instanceof APIError) || returned.body?.code !== 'FAILED_TO_CREATE_USER') return false;
  const parsed = ZSignUpRequest.safeParse(body);
  if (!parsed.success) return false;
  // The user row alone: the winner's role row is written by a later hook and may not be there yet.
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, parsed.data.email.toLowerCase()));
  return existing !== undefined;
}

/** The id of the user whose password `/change-password` just changed; null when it refused. */
function changedPasswordUserId(returned: unknown): string | null {
  if (typeof returned !== 'object' || returned === null || !('user' in returned)) return null;
  const changed = returned.user;
  return typeof changed === 'object' && changed !== null && 'id' in changed && typeof changed.id === 'string'
    ? changed.id
    : null;
}

/** The spec's email redirect: the verification link lands on the dashboard. */
function withDashboardCallback(url: string, baseUrl: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', `${baseUrl}/dashboard`);
  return link.toString();
}

export function createAuth(deps: {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  sessionActors: SessionActorCache;
}) {
  const { db, config, mailer } = deps;
  return betterAuth({
    appName: 'Rentwell',
    logger: betterAuthLogger(deps.logger),
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHashingFor(config.nodeEnv),
      autoSignIn: true,
      requireEmailVerification: config.requireEmailVerification,
      /**
       * With email verification required, a sign-up with a taken email answers as a new one does (decision 041);
       * the account's owner is told instead, at most a few times a day.
       */
      onExistingUserSignUp: async ({ user: owner }) => {
        if (!(await spendSignUpAttemptNotice(db, owner.id))) return;
        const language = await getProfileLanguage(db, owner.id);
        const mail = authMailText('signUpWithExistingEmail', language, owner.name, `${config.baseUrl}/auth`);
        await mailer.send({ to: owner.email, ...mail, purpose: 'sign_up_with_existing_email' });
      },
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: recipient }) => {
        await clearMustChangePassword(db, recipient.id);
        await forgetAccountSignInFailures(db, config.authSecret, recipient.email);
      },
      sendResetPassword: async ({ user: recipient, url }, request) => {
        const language = languageFromAcceptHeader(request?.headers.get('accept-language'));
        const mail = authMailText('resetPassword', language, recipient.name, url);
        await mailer.send({ to: recipient.email, ...mail, purpose: 'password_reset' });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: recipient, url }, request) => {
        const language = languageFromAcceptHeader(request?.headers.get('accept-language'));
        const link = withDashboardCallback(url, config.baseUrl);
        const mail = authMailText('verifyEmail', language, recipient.name, link);
        await mailer.send({ to: recipient.email, ...mail, purpose: 'email_verification' });
      },
    },
    rateLimit: {
      enabled: config.rateLimits,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        [SIGN_UP_PATH]: { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 5 },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === UPDATE_USER_PATH) return checkUpdateUserRequest(ctx.body);
        if (ctx.path !== SIGN_UP_PATH) return;
        const parsed = ZSignUpRequest.safeParse(ctx.body);
        if (!parsed.success) {
          const roleRejected = parsed.error.issues.some((issue) => issue.path[0] === 'role');
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: roleRejected ? 'INVALID_ROLE' : 'INVALID_SIGN_UP',
            message: roleRejected
              ? 'Choose landlord, property manager or tenant'
              : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_UP_PATH && (await isLostSignUpRace(db, ctx.context.returned, ctx.body))) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
            message: 'User already exists. Use another email.',
          });
        }
        if (ctx.path === UPDATE_USER_PATH && !(ctx.context.returned instanceof APIError)) {
          return syncUpdatedName(db, ctx.context.session?.user.id, ctx.body);
        }
        if (ctx.path !== CHANGE_PASSWORD_PATH) return;
        const userId = changedPasswordUserId(ctx.context.returned);
        if (userId) await clearMustChangePassword(db, userId);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          /**
           * Deactivated accounts get no session. Checked here rather than before `/sign-in/email` because
           * this runs after the password was verified: only the account's owner learns it is deactivated, and
           * every way to a session (sign-in, email verification, password change) is covered.
           */
          before: async (created) => {
            if (await isAccountDeactivated(db, created.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: 'This account has been deactivated. Ask your administrator to reactivate it.',
              });
            }
          },
          after: async (created) => recordSignIn(db, created.userId),
        },
        /** Sign-out, revoking sessions, a password change or reset: this instance stops trusting its memory. */
        delete: {
          after: (deleted) => deps.sessionActors.forgetUser(deleted.userId),
        },
      },
      user: {
        create: {
          after: async (created, ctx) => {
            if (ctx?.path !== SIGN_UP_PATH) return;
            const body = ZSignUpRequest.parse(ctx.body);
            await onboardPublicSignUp(db, {
              userId: created.id,
              fullName: body.name,
              phone: body.phone || null,
              role: body.role,
              organizationName: body.organizationName,
              timeZone: body.timeZone,
              language: languageFromAcceptHeader(ctx.request?.headers.get('accept-language')),
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
