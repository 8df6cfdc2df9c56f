import type { TCreateUserResponse } from '@rentwell/contracts/users';
import { CircleCheck, KeyRound, MailCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

export type TUserCreatedProps = { result: TCreateUserResponse; onDone: () => void };

/**
 * After the user was added: the generated password, shown this once (the server keeps only its hash), or the note
 * that an email with a set-password link is on its way.
 */
export function UserCreated({ result, onDone }: TUserCreatedProps) {
  const { t } = useTranslation();
  const { user, generatedPassword } = result;
  const role = t(`roles.${user.role}`);
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-success-soft text-success">
          {generatedPassword ? (
            <CircleCheck className="size-5" aria-hidden="true" />
          ) : (
            <MailCheck className="size-5" aria-hidden="true" />
          )}
        </div>
        <DialogTitle>{t('users.credentials.title')}</DialogTitle>
        <DialogDescription>
          {generatedPassword
            ? t('users.credentials.description', { name: user.name, role })
            : t('users.credentials.linkSent', { name: user.name, email: user.email, role })}
        </DialogDescription>
      </DialogHeader>

      {generatedPassword ? (
        <>
          <Alert variant="warning" role="alert">
            <TriangleAlert aria-hidden="true" />
            <div className="grid gap-0.5">
              <p className="font-semibold">{t('users.credentials.onceTitle')}</p>
              <p>{t('users.credentials.onceDescription')}</p>
            </div>
          </Alert>
          <div className="grid gap-4 rounded-lg border bg-card p-4">
            <CopyField
              label={t('users.credentials.email')}
              value={user.email}
              copyLabel={t('users.credentials.copyEmail')}
            />
            <CopyField
              label={t('users.credentials.password')}
              value={generatedPassword}
              copyLabel={t('users.credentials.copyPassword')}
              isSecret
            />
          </div>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('users.credentials.changeNote')}
          </p>
        </>
      ) : (
        <Alert>
          <MailCheck aria-hidden="true" />
          <span>{t('users.credentials.linkNote')}</span>
        </Alert>
      )}

      <DialogFooter>
        <Button onClick={onDone}>{t('users.credentials.done')}</Button>
      </DialogFooter>
    </div>
  );
}
