import type { TDocumentListItem } from '@rentwell/contracts/documents';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentPreview } from './document-preview.tsx';

/** A stored document read in the app, with its download. */
export function DocumentPreviewDialog({ document, onClose }: { document: TDocumentListItem; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={document.title}
      description={document.fileName}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl"
    >
      <div className="rounded-lg bg-muted p-2 sm:p-4">
        <DocumentPreview url={document.url} title={document.title} contentType={document.contentType} />
      </div>
      <div className="flex justify-end">
        <Button asChild>
          <a href={document.url} download={document.fileName}>
            <Download aria-hidden="true" />
            {t('documents.actions.download')}
          </a>
        </Button>
      </div>
    </TitledDialog>
  );
}
