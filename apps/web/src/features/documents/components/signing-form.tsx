import type { TSigningState } from '@rentwell/contracts/signatures';
import { Keyboard, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useConsentToSign, useSign } from '../api/signing-queries.ts';
import { DeclineToSignDialog } from './decline-to-sign-dialog.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { SigningDocumentView } from './signing-document-view.tsx';

type TValidSigning = Extract<TSigningState, { state: 'valid' }>;

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-3 text-base font-semibold">
        <span className="grid size-7 place-items-center rounded-full bg-brand-soft text-sm text-brand">{number}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ConsentStep({ token, signing }: { token: string; signing: TValidSigning }) {
  const { t } = useTranslation();
  const consent = useConsentToSign(token);
  const [isChecked, setChecked] = useState(false);
  const checkboxId = useId();
  if (signing.consented) {
    return <p className="text-sm text-success">{t('signing.consent.given')}</p>;
  }
  return (
    <div className="grid gap-4">
      <div
        className="max-h-56 overflow-y-auto rounded-lg border bg-muted/40 p-4 text-sm whitespace-pre-wrap"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled text must be reachable by keyboard.
        tabIndex={0}
        lang={signing.consentLanguage}
        dir="auto"
      >
        {signing.consentText}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-4 accent-brand"
          checked={isChecked}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <Label htmlFor={checkboxId} className="leading-snug font-normal">
          {t('signing.consent.agree')}
        </Label>
      </div>
      {consent.error ? (
        <FailureAlert title={t('signing.consent.failed')}>{getErrorMessage(t, consent.error)}</FailureAlert>
      ) : null}
      <div>
        <Button
          disabled={!isChecked}
          isLoading={consent.isPending}
          onClick={() => consent.mutate(signing.consentLanguage)}
        >
          {t('signing.consent.continue')}
        </Button>
      </div>
    </div>
  );
}

function SignatureStep({ token, signing, onSigned }: { token: string; signing: TValidSigning; onSigned: () => void }) {
  const { t } = useTranslation();
  const sign = useSign(token);
  const [method, setMethod] = useState<'drawn' | 'typed'>('drawn');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [typed, setTyped] = useState(signing.signer.name);
  const drawLabelId = useId();
  const typedId = useId();
  const methodsRef = useRef<HTMLDivElement>(null);
  const wasConsented = useRef(signing.consented);
  // Agreeing removes the button that had the focus: it moves on to the way of signing, the next thing to do.
  useEffect(() => {
    if (signing.consented && !wasConsented.current) {
      methodsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    }
    wasConsented.current = signing.consented;
  }, [signing.consented]);
  const isReady = method === 'drawn' ? drawn !== null : typed.trim().length >= 2;
  const submit = () => {
    const signature =
      method === 'drawn' && drawn
        ? ({ method: 'drawn', signaturePng: drawn } as const)
        : ({ method: 'typed', typedSignature: typed.trim() } as const);
    sign.mutate(signature, { onSuccess: onSigned });
  };
  if (!signing.consented) return <p className="text-sm text-muted-foreground">{t('signing.signature.afterConsent')}</p>;
  return (
    <div className="grid gap-4" ref={methodsRef}>
      <Tabs value={method} onValueChange={(value) => setMethod(value === 'typed' ? 'typed' : 'drawn')}>
        <TabsList aria-label={t('signing.signature.how')}>
          <TabsTrigger value="drawn">
            <PenLine aria-hidden="true" />
            {t('signing.signature.draw')}
          </TabsTrigger>
          <TabsTrigger value="typed">
            <Keyboard aria-hidden="true" />
            {t('signing.signature.type')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="drawn" className="mt-3 grid gap-2">
          <p id={drawLabelId} className="text-sm">
            {t('signing.signature.drawLabel')}
          </p>
          <SignaturePad onChange={setDrawn} labelledBy={drawLabelId} />
        </TabsContent>
        <TabsContent value="typed" className="mt-3 grid gap-2">
          <Label htmlFor={typedId}>{t('signing.signature.typeLabel')}</Label>
          <Input id={typedId} value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
          {typed.trim().length >= 2 ? (
            <p
              className="rounded-lg border bg-white px-4 py-3 font-serif text-3xl text-gray-900 italic"
              aria-hidden="true"
            >
              {typed}
            </p>
          ) : null}
        </TabsContent>
      </Tabs>
      <p className="text-xs text-muted-foreground">{t('signing.signature.legal', { name: signing.signer.name })}</p>
      {sign.error ? (
        <FailureAlert title={t('signing.signature.failed')}>{getErrorMessage(t, sign.error)}</FailureAlert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DeclineToSignDialog token={token} />
        <Button disabled={!isReady} isLoading={sign.isPending} onClick={submit}>
          {t('signing.signature.submit')}
        </Button>
      </div>
    </div>
  );
}

/** The three steps of signing: read the document, agree to sign electronically, sign (drawn or typed). */
export function SigningForm({
  token,
  signing,
  onSigned,
}: {
  token: string;
  signing: TValidSigning;
  onSigned: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <title>{`${t('signing.title', { title: signing.document.title })} · Rentwell`}</title>
        <p className="text-sm text-muted-foreground">
          {t('signing.requestedBy', { organization: signing.organizationName })}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance">
          {t('signing.title', { title: signing.document.title })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('signing.signingAs', { name: signing.signer.name, role: t(`signerRoles.${signing.signer.role}`) })}
        </p>
        {signing.message ? (
          <blockquote className="rounded-lg border-s-4 border-brand bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">
            {signing.message}
          </blockquote>
        ) : null}
      </header>
      <Step number={1} title={t('signing.steps.review')}>
        <SigningDocumentView token={token} document={signing.document} />
      </Step>
      <Step number={2} title={t('signing.steps.consent')}>
        <ConsentStep token={token} signing={signing} />
      </Step>
      <Step number={3} title={t('signing.steps.sign')}>
        <SignatureStep token={token} signing={signing} onSigned={onSigned} />
      </Step>
    </div>
  );
}
