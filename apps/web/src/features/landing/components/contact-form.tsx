import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_ERROR_KEYS,
  CONTACT_LIMITS,
  CONTACT_REPLY_WITHIN_HOURS,
  type TContactRequest,
  ZContactRequest,
} from '@rentwell/contracts/contact';
import type { TLanguage } from '@rentwell/contracts/profile';
import { CircleCheck, Send } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { FieldNotes, fieldNotesAria, OptionalMark } from '../../../components/ui/field-notes.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

type TContactFormValues = z.input<typeof ZContactRequest>;
type TContactField = 'name' | 'email' | 'phone' | 'company' | 'message';
type TFailure = 'rateLimited' | 'network' | 'server';

const FIELDS: readonly TContactField[] = ['name', 'email', 'phone', 'company', 'message'];

// The contract's own messages are the errors (the spec's wording); `CONTACT_ERROR_KEYS` turns each into its key.
const contactResolver = zodResolver(ZContactRequest);

export type TContactFormProps = {
  /** Sent with the message so the confirmation mail is in the visitor's language. */
  language: TLanguage;
  /** Called with the API request; the default posts it to `/api/contact`. */
  send?: (request: TContactRequest) => Promise<{ replyWithinHours: number }>;
};

/**
 * The landing page's contact form: validated in the browser with the server's schema (`ZContactRequest`), each
 * error translated; the submit shows progress and can't be sent twice; a failure keeps what the visitor typed.
 *
 * The form is server-rendered and hydrated: fields have no default values, so text typed before the script arrives
 * stays, and the submit button is enabled only once the form is live (no native submit of the raw form).
 */
export function ContactForm({ language, send = sendContactMessage }: TContactFormProps) {
  const { t } = useTranslation();
  const [isLive, setIsLive] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string; hours: number } | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const isSending = useRef(false);
  const form = useForm<TContactFormValues, unknown, TContactRequest>({ resolver: contactResolver });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => setIsLive(true), []);
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    // The button is disabled while sending; this also covers a second submit faster than that render.
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      const response = await send({
        name: values.name,
        email: values.email,
        phone: values.phone || undefined,
        company: values.company || undefined,
        message: values.message,
        website: values.website || undefined,
        language,
      });
      setSent({ name: values.name, email: values.email, hours: response.replyWithinHours });
      form.reset({ name: '', email: '', phone: '', company: '', message: '', website: '' });
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && error.details) {
        // The server's 422 carries the same messages per field: show them where they belong.
        for (const field of FIELDS) {
          const message = error.details[field]?.[0];
          if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      setFailure(
        isApiError(error) && (error.code === 'rate_limited' || error.status === 429)
          ? 'rateLimited'
          : isApiError(error) && error.code === 'network_error'
            ? 'network'
            : 'server',
      );
    } finally {
      isSending.current = false;
    }
  });

  if (sent) {
    return (
      <div role="status" className="grid justify-items-start gap-4 py-6">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <h3 ref={confirmationRef} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          {t('contact.success.title')}
        </h3>
        <p className="text-muted-foreground">
          {t('contact.success.description', { name: sent.name, email: sent.email, hours: sent.hours })}
        </p>
        <Button variant="outline" onClick={() => setSent(null)}>
          {t('contact.success.again')}
        </Button>
      </div>
    );
  }

  const errorText = (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return t(`contact.errors.${CONTACT_ERROR_KEYS[error.message] ?? 'invalid'}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} aria-label={t('contact.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField label={t('contact.fields.name')} error={errorText(errors.name)}>
          <Input autoComplete="name" {...form.register('name')} />
        </ContactField>
        <ContactField label={t('contact.fields.email')} error={errorText(errors.email)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </ContactField>
        <ContactField label={t('contact.fields.phone')} error={errorText(errors.phone)} isOptional>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </ContactField>
        <ContactField label={t('contact.fields.company')} error={errorText(errors.company)} isOptional>
          <Input autoComplete="organization" {...form.register('company')} />
        </ContactField>
        <ContactField
          label={t('contact.fields.message')}
          error={errorText(errors.message)}
          hint={t('contact.fields.messageHint', {
            min: CONTACT_LIMITS.messageMin,
            max: CONTACT_LIMITS.messageMax + 1,
          })}
          className="sm:col-span-2"
        >
          <Textarea rows={5} {...form.register('message')} />
        </ContactField>
      </div>

      {/* Honeypot: hidden from people and assistive technology, skipped by the keyboard; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          {t('contact.fields.website')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>

      {failure ? (
        <FailureAlert title={t('contact.failure.title')} className="mt-5">
          {t(`contact.failure.${failure}`)}
        </FailureAlert>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {t('contact.replyPromise', { hours: CONTACT_REPLY_WITHIN_HOURS })}
        </p>
        <Button type="submit" size="lg" isLoading={isSubmitting} disabled={!isLive} className="sm:min-w-40">
          {isSubmitting ? null : <Send aria-hidden="true" />}
          {isSubmitting ? t('contact.submitting') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}

type TContactFieldProps = {
  label: string;
  children: ReactElement;
  error?: string | undefined;
  hint?: string | undefined;
  isOptional?: boolean;
  className?: string;
};

/** Label, control, hint and the translated error, wired for assistive technology. */
function ContactField({ label, children, error, hint, isOptional = false, className }: TContactFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
        {isOptional ? <OptionalMark /> : null}
      </label>
      <Slot.Root id={id} {...fieldNotesAria(id, { hint, error })}>
        {children}
      </Slot.Root>
      <FieldNotes controlId={id} hint={hint} error={error} />
    </div>
  );
}
