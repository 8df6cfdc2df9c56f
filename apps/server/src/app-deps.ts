import type { Database, DatabaseHandle } from '@rentwell/db/create-db';
import type { Logger } from 'pino';
import type { Auth } from './auth/auth.ts';
import type { SessionActorCache } from './auth/session-actor-cache.ts';
import type { AppConfig } from './env.ts';
import type { FileStorage } from './files/file-storage.ts';
import type { LanguageModel } from './lib/language-model.ts';
import type { ShutdownState } from './lib/shutdown-state.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Notifier } from './modules/notifications/notifications.service.ts';
import type { PropertyListCache } from './modules/properties/property-list-cache.ts';
import type { AddressPolicy } from './outbound-fetch/address-policy.ts';

/** What every route factory and job receives; built once in `create-app-deps.ts`. */
export type AppDeps = {
  config: AppConfig;
  handle: DatabaseHandle;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** Recently looked-up sessions; services that revoke sessions or change roles make it forget them. */
  sessionActors: SessionActorCache;
  /** Properties list answers, kept while their organization's list version and day stay the same (decision 018). */
  propertyLists: PropertyListCache;
  files: FileStorage;
  notifier: Notifier;
  /** Null when `LLM_BASE_URL` is not configured: narratives come from translated templates. */
  languageModel: LanguageModel | null;
  /** Where user-given URLs may lead: public addresses, plus OUTBOUND_ALLOWED_ADDRESSES. */
  outboundAddresses: AddressPolicy;
  startedAt: Date;
  /** Set once SIGTERM or SIGINT arrives: exports are refused from then on. */
  shutdown: ShutdownState;
};
