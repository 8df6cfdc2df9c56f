import {
  LETTER_TEMPLATE_KINDS,
  type TLetterTemplateKind,
  type TLetterTemplateList,
} from '@rentwell/contracts/letter-templates';
import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/labelled-select.tsx';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldNotes, fieldNotesAria } from '../../../components/ui/field-notes.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  useLetterTemplatePreview,
  useLetterTemplates,
  useResetLetterTemplate,
  useSaveLetterTemplate,
} from '../api/letter-templates.ts';

/** The organization's wording of its letters and notes (admins), per kind and language, with a live preview. */
export function LetterTemplatesSection() {
  const { t } = useTranslation();
  const templates = useLetterTemplates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.letters.title')}</CardTitle>
        <CardDescription>{t('settings.letters.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {templates.isError ? (
          <LoadFailedState
            title={t('settings.letters.loadFailed')}
            error={templates.error}
            headingLevel="h3"
            onRetry={() => void templates.refetch()}
          />
        ) : templates.data ? (
          <LetterTemplateEditor list={templates.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The unknown variables an error names, translated; any other error as its message. */
function templateErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'unknown_template_variable') {
    const names = (error.details?.body ?? []).map((name) => `{{${name}}}`).join(', ');
    return String(t('settings.letters.unknownVariable', { count: error.details?.body?.length ?? 1, names }));
  }
  return getErrorMessage(t, error);
}

function LetterTemplateEditor({ list }: { list: TLetterTemplateList }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<TLetterTemplateKind>('overdue_first');
  const [language, setLanguage] = useState<TLanguage>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'en',
  );
  const template = list.items.find((item) => item.kind === kind && item.language === language);
  const [draft, setDraft] = useState(template?.body ?? '');
  const [leaseId, setLeaseId] = useState<string | null>(null);
  useEffect(() => setDraft(template?.body ?? ''), [template?.body]);
  const body = useDebouncedValue(draft, 400);
  const preview = useLetterTemplatePreview({ kind, language, body, leaseId });
  const save = useSaveLetterTemplate();
  const reset = useResetLetterTemplate();
  const [saveError, setSaveError] = useState<string | undefined>(undefined);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const previewId = useId();
  const variables = list.variables[kind] ?? [];

  const insertVariable = (name: string) => {
    const element = textareaRef.current;
    const token = `{{${name}}}`;
    const start = element?.selectionStart ?? draft.length;
    const end = element?.selectionEnd ?? draft.length;
    setDraft(`${draft.slice(0, start)}${token}${draft.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const error = saveError ?? (preview.isError ? templateErrorMessage(t, preview.error) : undefined);
  const onSave = () =>
    save.mutate(
      { kind, language, body: draft },
      {
        onSuccess: () => {
          setSaveError(undefined);
          toast.success(t('settings.letters.saved'));
        },
        onError: (failure) => setSaveError(templateErrorMessage(t, failure)),
      },
    );
  const onReset = () =>
    reset.mutate(
      { kind, language },
      {
        onSuccess: (restored) => {
          setSaveError(undefined);
          setDraft(restored.body);
          toast.success(t('settings.letters.resetDone'));
        },
        onError: (failure) =>
          toast.error(t('settings.toasts.saveFailed'), { description: getErrorMessage(t, failure) }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledSelect
          label={t('settings.letters.kind')}
          value={kind}
          options={LETTER_TEMPLATE_KINDS.map((value) => ({ value, label: t(`settings.letters.kinds.${value}`) }))}
          onChange={(value) => {
            setSaveError(undefined);
            setKind(value);
          }}
        />
        <LabelledSelect
          label={t('settings.letters.language')}
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          onChange={(value) => {
            setSaveError(undefined);
            setLanguage(value);
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {template?.customized ? (
          <Badge variant="brand">{t('settings.letters.customized')}</Badge>
        ) : (
          <Badge variant="outline">{t('settings.letters.default')}</Badge>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={textareaId}>{t('settings.letters.text')}</Label>
        <Textarea
          ref={textareaRef}
          id={textareaId}
          rows={10}
          value={draft}
          dir="auto"
          {...fieldNotesAria(textareaId, {
            hint: t('settings.letters.textHint', { example: '{{tenant.name}}' }),
            error,
          })}
          onChange={(event) => {
            setSaveError(undefined);
            setDraft(event.target.value);
          }}
        />
        <FieldNotes
          controlId={textareaId}
          hint={t('settings.letters.textHint', { example: '{{tenant.name}}' })}
          error={error}
        />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id={`${textareaId}-variables`}>
          {t('settings.letters.insertVariable')}
        </span>
        <ul className="flex flex-wrap gap-1.5" aria-labelledby={`${textareaId}-variables`}>
          {variables.map((name) => (
            <li key={name}>
              <Button type="button" size="sm" variant="outline" onClick={() => insertVariable(name)}>
                <code className="text-xs">{`{{${name}}}`}</code>
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby={previewId} className="grid gap-2 rounded-lg border bg-muted/40 p-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h3 id={previewId} className="text-sm font-semibold">
            {t('settings.letters.preview')}
          </h3>
          {preview.data && preview.data.leases.length > 0 ? (
            <LabelledSelect
              className="w-full sm:w-72"
              label={t('settings.letters.previewLease')}
              value={leaseId ?? preview.data.lease?.id ?? ''}
              options={preview.data.leases.map((lease) => ({ value: lease.id, label: lease.label }))}
              onChange={setLeaseId}
            />
          ) : null}
        </div>
        {preview.data?.lease === null ? (
          <p className="text-sm text-muted-foreground">{t('settings.letters.previewNoLease')}</p>
        ) : null}
        <div className="whitespace-pre-wrap text-sm" dir="auto" aria-live="polite" aria-busy={preview.isFetching}>
          {preview.data?.text ?? t('common.loading')}
        </div>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onSave} disabled={save.isPending || draft === template?.body}>
          {t('settings.letters.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onReset} disabled={reset.isPending || !template?.customized}>
          {t('settings.letters.reset')}
        </Button>
      </div>
    </div>
  );
}
