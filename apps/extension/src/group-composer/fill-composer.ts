import { openComposer, waitForElement } from './find-composer.ts';

export type ComposerPost = { text: string; files: File[] };

export type FillResult =
  | { outcome: 'filled'; textbox: HTMLElement }
  | { outcome: 'failed'; reason: 'composer-not-found' }
  | { outcome: 'failed'; reason: 'images-not-attached'; textbox: HTMLElement };

export type FillOptions = {
  /** How long to wait for the composer to appear (Facebook renders it late). */
  timeoutMs: number;
  /** Puts files on a file input; the default uses a DataTransfer, as a drop or a file picker would. */
  setInputFiles?: (input: HTMLInputElement, files: File[]) => boolean;
};

/** How long to wait for the image input after pressing the dialog's photo button. */
const PHOTO_INPUT_TIMEOUT_MS = 3000;

const compact = (value: string) => value.replace(/\s+/g, '');

function setTextareaValue(box: HTMLTextAreaElement, text: string) {
  // React and similar editors listen to the native value setter, not to the property on the element.
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  if (setter) setter.call(box, text);
  else box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types the text into the composer as the browser's own text insertion does, so the page's editor keeps it. */
export function insertText(box: HTMLElement, text: string): boolean {
  box.focus();
  if (box instanceof HTMLTextAreaElement) {
    setTextareaValue(box, text);
    return box.value === text;
  }
  const doc = box.ownerDocument;
  const selection = doc.getSelection();
  if (selection) {
    const range = doc.createRange();
    range.selectNodeContents(box);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  const inserted = typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, text);
  if (!inserted || !compact(box.textContent ?? '').includes(compact(text))) {
    box.textContent = text;
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  }
  return compact(box.textContent ?? '').includes(compact(text));
}

function setInputFilesWithDataTransfer(input: HTMLInputElement, files: File[]): boolean {
  if (typeof DataTransfer === 'undefined') return false;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input.files.length === files.length;
}

function pasteFiles(target: HTMLElement, files: File[]): boolean {
  if (typeof DataTransfer === 'undefined' || typeof ClipboardEvent === 'undefined') return false;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const event = new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  // An editor that takes pasted files cancels the browser's own handling.
  return event.defaultPrevented;
}

/** The photo button of a composer dialog, in the languages Rentwell speaks ("Photo/video", "Foto/video"...). */
const PHOTO_BUTTON_LABELS = /photo|foto|תמונה|תמונות/i;

/**
 * The composer's image input, inside its dialog only (the group page has inputs of its own that do not feed the
 * dialog). Facebook sometimes adds it only once the dialog's photo button is pressed.
 */
export async function findImageInput(textbox: HTMLElement, timeoutMs: number): Promise<HTMLInputElement | null> {
  const dialog = textbox.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) return null;
  const find = () =>
    [...dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')].find(
      (candidate) => !candidate.accept || candidate.accept.includes('image'),
    ) ?? null;
  const present = find();
  if (present) return present;
  const photoButton = [...dialog.querySelectorAll<HTMLElement>('[role="button"], button')].find((button) =>
    PHOTO_BUTTON_LABELS.test(`${button.getAttribute('aria-label') ?? ''} ${button.textContent ?? ''}`),
  );
  if (!photoButton) return null;
  photoButton.click();
  return waitForElement(textbox.ownerDocument, find, timeoutMs);
}

export async function attachImages(
  textbox: HTMLElement,
  files: File[],
  setInputFiles: (input: HTMLInputElement, files: File[]) => boolean,
  timeoutMs: number,
): Promise<boolean> {
  if (files.length === 0) return true;
  const input = await findImageInput(textbox, timeoutMs);
  if (input && setInputFiles(input, files)) return true;
  return pasteFiles(textbox, files);
}

/**
 * Fills a group's post composer with the text and images, for the user to check and publish. It never presses Post:
 * posting stays the user's act.
 */
export async function fillComposer(doc: Document, post: ComposerPost, options: FillOptions): Promise<FillResult> {
  const textbox = await openComposer(doc, options.timeoutMs);
  if (!textbox || !insertText(textbox, post.text)) return { outcome: 'failed', reason: 'composer-not-found' };
  const attached = await attachImages(
    textbox,
    post.files,
    options.setInputFiles ?? setInputFilesWithDataTransfer,
    Math.min(options.timeoutMs, PHOTO_INPUT_TIMEOUT_MS),
  );
  if (!attached) return { outcome: 'failed', reason: 'images-not-attached', textbox };
  textbox.focus();
  return { outcome: 'filled', textbox };
}
