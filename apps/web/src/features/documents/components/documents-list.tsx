import type { TDocumentListItem } from '@rentwell/contracts/documents';
import { Download, EllipsisVertical, Eye, FileSignature, ListChecks, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignatureStatusBadge } from '../../../components/signature-status-badge.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { useNow } from '../../../lib/relative-time.ts';

export type TDocumentActions = {
  onPreview: (document: TDocumentListItem) => void;
  /** Staff only: send the document to be signed. */
  onRequestSignatures?: ((document: TDocumentListItem) => void) | undefined;
  /** Staff only: the document's signature requests. */
  onShowSignatures?: ((document: TDocumentListItem) => void) | undefined;
  onDelete: (document: TDocumentListItem) => void;
};

/** Receipts are made on demand for a download; stored documents can be previewed in the browser as well. */
function isStored(document: TDocumentListItem): boolean {
  return document.kind !== 'receipt';
}

function FileLinks({ document, onPreview }: { document: TDocumentListItem; onPreview: TDocumentActions['onPreview'] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1">
      {isStored(document) ? (
        <Button size="sm" variant="ghost" onClick={() => onPreview(document)}>
          <Eye aria-hidden="true" />
          {t('documents.actions.preview')}
          <span className="sr-only">: {document.title}</span>
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" asChild>
        <a href={document.url} download={document.fileName}>
          <Download aria-hidden="true" />
          {t('documents.actions.download')}
          <span className="sr-only">: {document.title}</span>
        </a>
      </Button>
    </div>
  );
}

function RowMenu({
  document,
  onRequestSignatures,
  onShowSignatures,
  onDelete,
}: { document: TDocumentListItem } & TDocumentActions) {
  const { t } = useTranslation();
  const canRequest =
    onRequestSignatures && isStored(document) && document.source !== 'signed' && document.signatureStatus === null;
  const hasSignatures = onShowSignatures && document.signatureStatus !== null;
  // Staff see why a document they could otherwise delete is kept.
  const keptBecause = onShowSignatures ? document.keptBecause : null;
  if (!canRequest && !hasSignatures && !document.canDelete && !keptBecause) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('documents.actions.menu', { title: document.title })}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canRequest ? (
          <DropdownMenuItem onSelect={() => onRequestSignatures(document)}>
            <FileSignature aria-hidden="true" />
            {t('documents.actions.requestSignatures')}
          </DropdownMenuItem>
        ) : null}
        {hasSignatures ? (
          <DropdownMenuItem onSelect={() => onShowSignatures?.(document)}>
            <ListChecks aria-hidden="true" />
            {t('documents.actions.showSignatures')}
          </DropdownMenuItem>
        ) : null}
        {document.canDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(document)}>
            <Trash2 aria-hidden="true" />
            {t('documents.actions.delete')}
          </DropdownMenuItem>
        ) : null}
        {keptBecause ? (
          <DropdownMenuItem disabled className="max-w-72 items-start">
            <Trash2 aria-hidden="true" className="mt-0.5" />
            <span className="grid gap-0.5">
              <span>{t('documents.actions.delete')}</span>
              <span className="text-xs text-muted-foreground">{t(`documents.keptBecause.${keptBecause}`)}</span>
            </span>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function KindBadges({ document }: { document: TDocumentListItem }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="outline">{t(`documents.kinds.${document.kind}`)}</Badge>
      {document.source === 'signed' ? <Badge variant="success">{t('documents.sources.signed')}</Badge> : null}
      {document.source === 'generated' ? <Badge variant="neutral">{t('documents.sources.generated')}</Badge> : null}
      {document.signatureStatus ? <SignatureStatusBadge status={document.signatureStatus} /> : null}
    </div>
  );
}

export type TDocumentsListProps = TDocumentActions & { documents: readonly TDocumentListItem[] };

/** Documents and receipts, newest first: a table on wide screens, cards on phones. */
export function DocumentsList({ documents, ...actions }: TDocumentsListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow();
  const size = (document: TDocumentListItem) =>
    document.sizeBytes === null ? '' : format.fileSize(document.sizeBytes);
  return (
    <>
      <Table containerClassName="hidden md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('documents.table.title')}</TableHead>
            <TableHead>{t('documents.table.status')}</TableHead>
            <TableHead>{t('documents.table.added')}</TableHead>
            <TableHead>{t('documents.table.file')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('documents.table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={`${document.kind}-${document.id}`}>
              <TableCell className="max-w-80">
                <div className="font-medium break-words">{document.title}</div>
                <div className="text-xs break-all text-muted-foreground">
                  {document.fileName}
                  {document.sizeBytes === null ? '' : ` · ${size(document)}`}
                </div>
              </TableCell>
              <TableCell>
                <KindBadges document={document} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <TimeAgo instant={document.createdAt} now={now} />
              </TableCell>
              <TableCell>
                <FileLinks document={document} onPreview={actions.onPreview} />
              </TableCell>
              <TableCell className="text-end">
                <RowMenu document={document} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ul className="grid gap-3 md:hidden">
        {documents.map((document) => (
          <li
            key={`${document.kind}-${document.id}`}
            className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs dark:shadow-none"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{document.title}</p>
                <p className="text-xs break-all text-muted-foreground">
                  {document.fileName}
                  {document.sizeBytes === null ? '' : ` · ${size(document)}`}
                </p>
                <TimeAgo className="text-xs text-muted-foreground" instant={document.createdAt} now={now} />
              </div>
              <RowMenu document={document} {...actions} />
            </div>
            <KindBadges document={document} />
            <FileLinks document={document} onPreview={actions.onPreview} />
          </li>
        ))}
      </ul>
    </>
  );
}
