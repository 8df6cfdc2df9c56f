/**
 * Watching a filled composer until the user is done with it. Facebook closes the composer dialog once the post is
 * published; a dialog that closes after the user pressed its Post button was published, one that closes otherwise
 * (its close button, Escape, discarding) was abandoned. The Post button is found by its label in the languages
 * Rentwell speaks.
 */
const POST_BUTTON_LABELS = [/^post$/i, /^publicar$/i, /^publier$/i, /^פרסום$|^פרסם$|^פרסמו$/, /^posto$|^publiko$/i];

const buttonLabel = (button: Element) =>
  (button.getAttribute('aria-label') || button.textContent || '').trim().replace(/\s+/g, ' ');

function isPostButton(target: EventTarget | null, dialog: Element): boolean {
  if (!(target instanceof Element)) return false;
  const button = target.closest('button, [role="button"]');
  if (!button || !dialog.contains(button)) return false;
  const label = buttonLabel(button);
  return POST_BUTTON_LABELS.some((pattern) => pattern.test(label));
}

export type PublishingOutcome = 'published' | 'abandoned';

/** Resolves when the composer holding `textbox` closes: 'published' when its Post button was pressed first. */
export function watchPublishing(doc: Document, textbox: HTMLElement): Promise<PublishingOutcome> {
  const dialog = textbox.closest('[role="dialog"]') ?? textbox;
  let postPressed = false;
  const onClick = (event: Event) => {
    if (isPostButton(event.target, dialog)) postPressed = true;
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && isPostButton(event.target, dialog)) postPressed = true;
  };
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (dialog.isConnected && textbox.isConnected) return;
      observer.disconnect();
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKey, true);
      resolve(postPressed ? 'published' : 'abandoned');
    });
    // Capturing, so the press is seen even when the page stops the event or removes the button in its handler.
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('keydown', onKey, true);
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  });
}
