/**
 * Finding a group's post composer. Facebook opens it as a dialog from a "Write something…" button; its text box is a
 * contenteditable with role textbox. Comment boxes on the feed are also textboxes, so only a textbox inside a dialog
 * counts, and the opener is found by its label in the languages Rentwell speaks.
 */
const OPENER_LABELS = [
  /write something/i,
  /create (a )?(public )?post/i,
  /escribe algo/i,
  /crear (una )?publicaci[oó]n/i,
  /[ée]cri(vez|s) quelque chose/i,
  /cr[ée]er (une )?publication/i,
  /כתבו משהו|כתוב משהו|יצירת פוסט/,
  /shkruaj di[çc]ka|krijo (një )?postim/i,
];

const COMPOSER_TEXTBOX = '[role="dialog"] [contenteditable="true"][role="textbox"], [role="dialog"] textarea';

export function findComposerTextbox(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(COMPOSER_TEXTBOX);
}

function labelOf(element: Element): string {
  return `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`.trim();
}

export function findComposerOpener(doc: Document): HTMLElement | null {
  const candidates = doc.querySelectorAll<HTMLElement>('[role="button"], button');
  for (const candidate of candidates) {
    const label = labelOf(candidate);
    if (label.length <= 80 && OPENER_LABELS.some((pattern) => pattern.test(label))) return candidate;
  }
  return null;
}

/** Resolves with what `find` finds, looking again at every change of the page, or with null after `timeoutMs`. */
export function waitForElement<T>(doc: Document, find: () => T | null, timeoutMs: number): Promise<T | null> {
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = find();
      if (!element) return;
      finish(element);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(element: T | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true });
  });
}

/** The composer's text box: already open, or opened by clicking the group's "Write something…" button. */
export async function openComposer(doc: Document, timeoutMs: number): Promise<HTMLElement | null> {
  const open = findComposerTextbox(doc);
  if (open) return open;
  const opener = await waitForElement(doc, () => findComposerOpener(doc), timeoutMs);
  if (!opener) return null;
  opener.click();
  return waitForElement(doc, () => findComposerTextbox(doc), timeoutMs);
}
