export type BannerTexts = { message: string; dismiss: string; direction: 'ltr' | 'rtl' };

const HIGHLIGHT_COLOR = '#b45309';

/**
 * Tells the user what the extension did and that publishing is theirs: a banner at the top of the page (in its own
 * shadow root, so the page's styles do not reach it) and an outline around the filled composer.
 */
export function showAssistBanner(doc: Document, texts: BannerTexts, composer: HTMLElement | null): HTMLElement {
  doc.querySelector('[data-rentwell-assist]')?.remove();
  const host = doc.createElement('div');
  host.setAttribute('data-rentwell-assist', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = `
    .banner { position: fixed; inset-inline: 12px; top: 12px; z-index: 2147483647; display: flex; gap: 12px;
      align-items: center; max-width: 560px; margin-inline: auto; padding: 12px 16px; border-radius: 8px;
      background: #fffbeb; color: #1c1917; border: 2px solid ${HIGHLIGHT_COLOR};
      font: 15px/1.4 system-ui, sans-serif; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); }
    .banner p { margin: 0; flex: 1; }
    .banner button { font: inherit; padding: 6px 12px; min-height: 36px; border-radius: 6px; cursor: pointer;
      border: 1px solid #44403c; background: #fff; color: #1c1917; }
    .banner button:focus-visible { outline: 3px solid ${HIGHLIGHT_COLOR}; outline-offset: 2px; }`;
  const banner = doc.createElement('div');
  banner.className = 'banner';
  banner.setAttribute('role', 'status');
  banner.dir = texts.direction;
  const message = doc.createElement('p');
  message.textContent = texts.message;
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = texts.dismiss;
  dismiss.addEventListener('click', () => host.remove());
  banner.append(message, dismiss);
  root.append(style, banner);
  doc.body.append(host);
  if (composer) {
    composer.style.outline = `3px solid ${HIGHLIGHT_COLOR}`;
    composer.style.outlineOffset = '2px';
  }
  return host;
}
