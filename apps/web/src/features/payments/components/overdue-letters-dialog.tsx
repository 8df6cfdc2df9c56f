import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useOverdueLettersDue, useSendOverdueLetters } from '../api/overdue-letters.ts';

const STAGE_BADGE = { first: 'info', second: 'warning', final: 'danger' } as const;

/** 'Send overdue letters': the preview of who gets which letter and for how much, then the send. */
export function OverdueLettersButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Mail aria-hidden="true" />
        {t('overdueLetters.open')}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={t('overdueLetters.title')}
        description={t('overdueLetters.description')}
        className="max-w-2xl"
      >
        {open ? <OverdueLettersPreview onDone={() => setOpen(false)} /> : null}
      </TitledDialog>
    </>
  );
}

function OverdueLettersPreview({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const due = useOverdueLettersDue(true);
  const send = useSendOverdueLetters();
  if (due.isError) return <p className="text-sm text-danger">{getErrorMessage(t, due.error)}</p>;
  if (!due.data) return <p className="text-sm text-muted-foreground">{t('common.loading')}</p>;
  const items = due.data.items;
  const onSend = () =>
    send.mutate(
      items.map((item) => item.leaseId),
      {
        onSuccess: (result) => {
          toast.success(t('overdueLetters.sent', { count: result.sent.length }));
          onDone();
        },
        onError: (error) => toast.error(t('overdueLetters.sendFailed'), { description: getErrorMessage(t, error) }),
      },
    );
  return (
    <div className="grid gap-4">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overdueLetters.none')}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('overdueLetters.tenant')}</TableHead>
                <TableHead>{t('overdueLetters.letter')}</TableHead>
                <TableHead className="text-end">{t('overdueLetters.daysOverdue')}</TableHead>
                <TableHead className="text-end">{t('overdueLetters.amount')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.leaseId}>
                  <TableCell>
                    <div className="font-medium">{item.tenantName}</div>
                    <div className="text-xs text-muted-foreground">
                      {item.propertyName}, {item.unitLabel}
                    </div>
                  </TableCell>
                  <TableCell>
                    <Badge variant={STAGE_BADGE[item.stage]}>{t(`overdueLetters.stages.${item.stage}`)}</Badge>
                  </TableCell>
                  <TableCell className="text-end tabular-nums">{format.number(item.daysOverdue)}</TableCell>
                  <TableCell className="text-end tabular-nums">
                    {format.money(item.overdueMinor, item.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onSend} disabled={items.length === 0 || send.isPending}>
          {t('overdueLetters.send', { count: items.length })}
        </Button>
      </div>
    </div>
  );
}
