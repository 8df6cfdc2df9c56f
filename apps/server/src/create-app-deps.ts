import type { DatabaseHandle } from '@rentwell/db/create-db';
import type { Logger } from 'pino';
import type { AppDeps } from './app-deps.ts';
import { createAuth } from './auth/auth.ts';
import { createSessionActorCache } from './auth/session-actor-cache.ts';
import type { AppConfig } from './env.ts';
import { createFileStorage } from './files/create-file-storage.ts';
import { createLanguageModel } from './lib/language-model.ts';
import { createShutdownState } from './lib/shutdown-state.ts';
import { createMailer } from './mail/mailer.ts';
import { createNotifier } from './modules/notifications/notifications.service.ts';
import { createPropertyListCache } from './modules/properties/property-list-cache.ts';
import { announceOverDatabase } from './multi-instance/session-revocations.ts';
import { createAddressPolicy } from './outbound-fetch/address-policy.ts';

export function createAppDeps(config: AppConfig, handle: DatabaseHandle, logger: Logger): AppDeps {
  const db = handle.db;
  const files = createFileStorage(config);
  const mailer = createMailer({
    db,
    files,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    attachmentsMaxBytes: config.mailAttachmentsMaxBytes,
    logger,
  });
  const sessionActors = createSessionActorCache(
    Date.now,
    handle.kind === 'postgres' ? announceOverDatabase(db) : undefined,
  );
  const auth = createAuth({ db, config, mailer, logger, sessionActors });
  return {
    config,
    handle,
    db,
    logger,
    mailer,
    auth,
    sessionActors,
    propertyLists: createPropertyListCache(),
    files,
    notifier: createNotifier({ mailer, baseUrl: config.baseUrl }),
    languageModel: config.languageModel ? createLanguageModel(config.languageModel, logger) : null,
    outboundAddresses: createAddressPolicy(config.outboundAllowedAddresses),
    startedAt: new Date(),
    shutdown: createShutdownState(),
  };
}
