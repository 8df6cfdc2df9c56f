import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useNow } from '../../../lib/relative-time.ts';
import { signatureTrailQueryOptions } from '../api/document-queries.ts';

/** Every event of a request, oldest first, with whether the hash chain that links them is intact. */
export function SignatureTrail({ requestId, signerNames }: { requestId: string; signerNames: Map<string, string> }) {
  const { t } = useTranslation();
  const now = useNow();
  const trail = useQuery(signatureTrailQueryOptions(requestId));
  if (trail.isPending) return <Skeleton className="h-24 rounded-lg" />;
  if (trail.isError) return <p className="text-sm text-danger">{getErrorMessage(t, trail.error)}</p>;
  const { events, verification } = trail.data;
  const brokenAt = events.findIndex((event) => event.id === verification.firstBrokenEventId);
  return (
    <div className="grid gap-3">
      {verification.intact ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('signatureRequests.trail.intact', { count: events.length })}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-danger" role="alert">
          <ShieldAlert className="size-4" aria-hidden="true" />
          {t('signatureRequests.trail.broken', { position: brokenAt + 1 })}
        </p>
      )}
      <ol className="grid gap-2 border-s ps-4 text-sm">
        {events.map((event) => (
          <li key={event.id} className="grid">
            <span>
              {t(`signatureRequests.events.${event.type}`)}
              {event.signerId && signerNames.has(event.signerId) ? ` · ${signerNames.get(event.signerId)}` : ''}
            </span>
            <span className="text-xs text-muted-foreground">
              <TimeAgo instant={event.occurredAt} now={now} showAbsolute />
              {event.ip ? <span className="font-mono"> · {event.ip}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
