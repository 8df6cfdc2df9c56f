import type {
  TOnlinePaymentAvailability,
  TOnlinePaymentSettings,
  TSaveOnlinePaymentSettingsRequest,
} from '@rentwell/contracts/online-payments';
import type { Database } from '@rentwell/db/create-db';
import type { AppConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { deleteAccount, findAccount, insertOrReplaceAccount, updateAccountOptions } from './online-payments.repo.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const DEFAULT_OPTIONS = { feePolicy: 'absorb', convenienceFeeBasisPoints: 0, autopayMaxAttempts: 3 } as const;

type ProviderConfig = Pick<AppConfig, 'authSecret' | 'baseUrl' | 'stripeApiUrl'>;

function credentialBox(config: ProviderConfig) {
  return createSecretBox(config.authSecret, 'online-payment-credentials');
}

/** The key's mode and its last four characters: enough to recognise it, useless to anyone else. */
function hintOf(secretKey: string): string {
  const prefix = secretKey.slice(0, secretKey.indexOf('_', 3) + 1);
  return `${prefix}…${secretKey.slice(-4)}`;
}

export function webhookUrlOf(config: ProviderConfig, organizationId: string): string {
  return `${config.baseUrl}/api/online-payments/webhooks/stripe/${organizationId}`;
}

export async function getOnlinePaymentSettings(
  db: Database,
  config: ProviderConfig,
  actor: OrganizationActor,
): Promise<TOnlinePaymentSettings> {
  const account = await findAccount(db, actor.organizationId);
  return {
    connected: account !== null,
    keyHint: account?.keyHint ?? null,
    webhookUrl: webhookUrlOf(config, actor.organizationId),
    feePolicy: account?.feePolicy ?? DEFAULT_OPTIONS.feePolicy,
    convenienceFeeBasisPoints: account?.convenienceFeeBasisPoints ?? DEFAULT_OPTIONS.convenienceFeeBasisPoints,
    autopayMaxAttempts: account?.autopayMaxAttempts ?? DEFAULT_OPTIONS.autopayMaxAttempts,
  };
}

/** Connects (both keys given) or changes the options of a connected account (keys left out); audited, keys never. */
export async function saveOnlinePaymentSettings(
  db: Database,
  config: ProviderConfig,
  actor: OrganizationActor,
  input: TSaveOnlinePaymentSettingsRequest,
): Promise<TOnlinePaymentSettings> {
  const options = {
    feePolicy: input.feePolicy,
    convenienceFeeBasisPoints: input.feePolicy === 'convenience_fee' ? input.convenienceFeeBasisPoints : 0,
    autopayMaxAttempts: input.autopayMaxAttempts,
    updatedByUserId: actor.userId,
  };
  await db.transaction(async (tx) => {
    if (input.secretKey && input.webhookSecret) {
      const box = credentialBox(config);
      await insertOrReplaceAccount(tx, {
        organizationId: actor.organizationId,
        secretKeyEncrypted: box.seal(input.secretKey),
        webhookSecretEncrypted: box.seal(input.webhookSecret),
        keyHint: hintOf(input.secretKey),
        ...options,
      });
    } else if (input.secretKey || input.webhookSecret) {
      throw new AppError('validation_failed', 'Enter both the restricted key and the webhook signing secret', {
        [input.secretKey ? 'webhookSecret' : 'secretKey']: ['required'],
      });
    } else if (!(await updateAccountOptions(tx, actor.organizationId, options))) {
      throw new AppError('validation_failed', 'Enter the restricted key and the webhook signing secret to connect', {
        secretKey: ['required'],
        webhookSecret: ['required'],
      });
    }
    await writeAuditEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: input.secretKey ? 'organization.online_payments_connected' : 'organization.online_payments_changed',
      entityType: 'organization',
      entityId: actor.organizationId,
      details: { provider: 'stripe', ...options, updatedByUserId: undefined },
      ipAddress: actor.ipAddress,
    });
  });
  return getOnlinePaymentSettings(db, config, actor);
}

export async function disconnectOnlinePayments(db: Database, config: ProviderConfig, actor: OrganizationActor) {
  await db.transaction(async (tx) => {
    if (!(await deleteAccount(tx, actor.organizationId))) return;
    await writeAuditEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'organization.online_payments_disconnected',
      entityType: 'organization',
      entityId: actor.organizationId,
      details: { provider: 'stripe' },
      ipAddress: actor.ipAddress,
    });
  });
  return getOnlinePaymentSettings(db, config, actor);
}

export async function getOnlinePaymentAvailability(
  db: Database,
  organizationId: string,
): Promise<TOnlinePaymentAvailability> {
  const account = await findAccount(db, organizationId);
  return { available: account !== null, convenienceFeeBasisPoints: account?.convenienceFeeBasisPoints ?? 0 };
}

/** The organization's provider with its decrypted keys, or null when it has not connected one. */
export async function providerOf(db: Database, config: ProviderConfig, organizationId: string) {
  const account = await findAccount(db, organizationId);
  if (!account) return null;
  const box = credentialBox(config);
  const provider: PaymentProvider = createStripeProvider(
    { secretKey: box.open(account.secretKeyEncrypted), webhookSecret: box.open(account.webhookSecretEncrypted) },
    config.stripeApiUrl,
  );
  return { provider, account };
}
