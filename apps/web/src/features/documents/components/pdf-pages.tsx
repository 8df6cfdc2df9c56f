import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

type TRenderState = 'loading' | 'ready' | 'failed';

/** Loads PDF.js on demand: it is large, and only the pages that show a PDF need it. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export type TPdfPagesProps = {
  /** Where the PDF's bytes are read (same origin, with the session or a signing token). */
  url: string;
  title: string;
};

/**
 * Every page of a PDF drawn in the page with PDF.js, as wide as its box. The browser's own viewer is not used: the
 * server serves user files under a sandboxing policy, which keeps it from opening them in a frame. Scripts inside
 * the PDF never run (PDF.js does not run them, and eval is off).
 */
export function PdfPages({ url, title }: TPdfPagesProps) {
  const { t } = useTranslation();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TRenderState>('loading');

  useEffect(() => {
    let isCancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    const render = async () => {
      const pdfjs = await loadPdfJs();
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const task = pdfjs.getDocument({ data: new Uint8Array(await response.arrayBuffer()), isEvalSupported: false });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      const box = pagesRef.current;
      if (isCancelled || !box) return;
      box.replaceChildren();
      const scale = window.devicePixelRatio || 1;
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const page = await pdf.getPage(number);
        if (isCancelled) return;
        const fitted = page.getViewport({ scale: (box.clientWidth / page.getViewport({ scale: 1 }).width) * scale });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(fitted.width);
        canvas.height = Math.floor(fitted.height);
        canvas.className = 'w-full rounded-sm bg-white shadow-sm';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('documentPreview.page', { title, page: number, count: pdf.numPages }));
        box.append(canvas);
        await page.render({ canvas, viewport: fitted }).promise;
      }
      setState('ready');
    };
    render().catch(() => {
      if (!isCancelled) setState('failed');
    });
    return () => {
      isCancelled = true;
      void destroy?.();
    };
  }, [url, title, t]);

  return (
    <div className="grid gap-3">
      {state === 'loading' ? (
        <div role="status" aria-label={t('documentPreview.loading')}>
          <Skeleton className="aspect-[1/1.414] w-full rounded-sm" />
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">{t('documentPreview.failed')}</p>
      ) : null}
      <div ref={pagesRef} className="grid gap-3" aria-busy={state === 'loading'} />
    </div>
  );
}
