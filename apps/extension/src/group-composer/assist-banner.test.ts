import { describe, expect, it } from 'vitest';
import { showAssistBanner } from './assist-banner.ts';

describe('showAssistBanner', () => {
  it('tells the user to check and post, outlines the composer, and goes away when dismissed', () => {
    document.body.innerHTML = '<div role="dialog"><div contenteditable="true" role="textbox"></div></div>';
    const composer = document.querySelector<HTMLElement>('[role="textbox"]');
    const texts = { message: 'Check it, then press Post.', dismiss: 'Dismiss', direction: 'rtl' } as const;
    const host = showAssistBanner(document, texts, composer);
    const status = host.shadowRoot?.querySelector('[role="status"]');
    expect(status?.textContent).toContain('Check it, then press Post.');
    expect(status?.getAttribute('dir')).toBe('rtl');
    expect(composer?.style.outline).toContain('3px solid');
    // One banner at a time.
    showAssistBanner(document, texts, composer);
    expect(document.querySelectorAll('[data-rentwell-assist]')).toHaveLength(1);
    document.querySelector('[data-rentwell-assist]')?.shadowRoot?.querySelector('button')?.click();
    expect(document.querySelector('[data-rentwell-assist]')).toBeNull();
  });
});
