import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { signingPaths } from '../api/signing-queries.ts';
import { DocumentPreview } from './document-preview.tsx';

export type TSigningDocumentViewProps = {
  token: string;
  document: { title: string; fileName: string; contentType: string; sha256: string };
};

/** The whole document to sign, in the page, with its download and its fingerprint. */
export function SigningDocumentView({ token, document }: TSigningDocumentViewProps) {
  const { t } = useTranslation();
  const source = signingPaths.document(token);
  return (
    <div className="grid gap-2">
      <section
        aria-label={document.title}
        className="max-h-[70vh] overflow-y-auto rounded-lg border bg-muted p-2 sm:p-4"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolled document must be reachable by keyboard.
        tabIndex={0}
      >
        <DocumentPreview url={source} title={document.title} contentType={document.contentType} />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs break-all text-muted-foreground">
          {t('signing.document.fingerprint')} <span className="font-mono">{document.sha256}</span>
        </p>
        <Button size="sm" variant="outline" asChild>
          <a href={source} download={document.fileName}>
            <Download aria-hidden="true" />
            {t('signing.document.download')}
            <span className="sr-only">: {document.title}</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
