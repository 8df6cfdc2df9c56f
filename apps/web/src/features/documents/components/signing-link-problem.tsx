import type { TSigningState } from '@rentwell/contracts/signatures';
import { CircleSlash, CircleX, Clock, Download, Hourglass, Link2Off, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { signingPaths } from '../api/signing-queries.ts';

type TLinkProblem = Exclude<TSigningState, { state: 'valid' }>;

const ICONS = {
  invalid: Link2Off,
  expired: Clock,
  used: MailCheck,
  declined: CircleX,
  declined_by_you: CircleX,
  revoked: CircleSlash,
  not_your_turn: Hourglass,
};

/** Why the link cannot be signed with, in the page's heading, and what to do next. */
export function SigningLinkProblem({ problem, token }: { problem: TLinkProblem; token: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[problem.state];
  const title = t(`signing.states.${problem.state}.title`);
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center">
      <title>{`${title} · Rentwell`}</title>
      <span className="grid size-12 place-items-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold tracking-tight text-balance">{title}</h1>
      <p className="text-sm text-muted-foreground">{t(`signing.states.${problem.state}.description`)}</p>
      {problem.state === 'used' && problem.signedDocumentReady ? (
        <Button asChild className="mt-2">
          <a href={signingPaths.signedDocument(token)} download>
            <Download aria-hidden="true" />
            {t('signing.downloadSigned')}
          </a>
        </Button>
      ) : null}
    </section>
  );
}
