import { useTranslation } from 'react-i18next';

// No Radix here: the landing page's contact form uses these too, and its script stays small.

export type TFieldNotes = {
  hint?: string | undefined;
  /** Why the value is refused, already translated. */
  error?: string | undefined;
};

const hintIdOf = (controlId: string) => `${controlId}-hint`;
const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The ARIA that ties a control (with id `controlId`) to its `<FieldNotes>`, and marks it invalid with an error. */
export function fieldNotesAria(controlId: string, { hint, error }: TFieldNotes) {
  const describedBy = [hint ? hintIdOf(controlId) : null, error ? errorIdOf(controlId) : null]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** Under a field's control: its hint, then why its value is refused (announced as it appears). */
export function FieldNotes({ controlId, hint, error }: TFieldNotes & { controlId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintIdOf(controlId)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(controlId)} className="text-xs font-medium text-destructive dark:text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** After the label of a field that may stay empty: a muted '(Optional)'. */
export function OptionalMark() {
  const { t } = useTranslation();
  return <span className="ms-1.5 font-normal text-muted-foreground">({t('common.optional')})</span>;
}
