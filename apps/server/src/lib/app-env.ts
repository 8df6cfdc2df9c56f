import type { TRole } from '@rentwell/contracts/roles';
import type { Logger } from 'pino';

/** Who is asking. Set by the actor middleware; routes behind it can rely on it being present. */
export type Actor = {
  userId: string;
  role: TRole;
  organizationId: string | null;
  /**
   * The organization's IANA time zone, whose calendar date is this actor's "today" (tenants get their landlord's);
   * 'UTC' without an organization. Left out only by actors built outside a request (seeds), which count in UTC.
   */
  timeZone?: string;
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
