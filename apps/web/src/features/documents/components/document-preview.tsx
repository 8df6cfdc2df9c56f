import { PdfPages } from './pdf-pages.tsx';

export type TDocumentPreviewProps = {
  url: string;
  title: string;
  contentType: string;
};

/** A document shown whole in the page: an image as it is, a PDF page by page. */
export function DocumentPreview({ url, title, contentType }: TDocumentPreviewProps) {
  if (contentType.startsWith('image/')) {
    return <img src={url} alt={title} className="w-full rounded-lg border object-contain" />;
  }
  return <PdfPages url={url} title={title} />;
}
