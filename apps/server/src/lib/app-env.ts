import type { TRole } from '@rentwell/contracts/roles';
import type { Logger } from 'pino';

/** Who is asking. Set by the actor middleware; routes behind it can rely on it being present. */
export type Actor = {
  userId: string;
  role: TRole;
  organizationId: string | null;
  /** Where the request came from, for the audit log. */
  ipAddress: string | null;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    actor: Actor;
  };
};
