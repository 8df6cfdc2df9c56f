import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillComposer } from './fill-composer.ts';

const IMAGE_INPUT = '<input type="file" accept="image/*,image/heif,video/*" multiple hidden>';

/** A page shaped like a Facebook group: feed comment boxes, and a "Write something…" button opening the composer. */
function renderGroupPage(
  options: {
    composerInput?: 'present' | 'behind-photo-button' | 'none';
    openerLabel?: string;
    textarea?: boolean;
  } = {},
) {
  document.body.innerHTML = `
    <div role="main">
      <div role="button" tabindex="0">${options.openerLabel ?? 'Write something...'}</div>
      <article><div contenteditable="true" role="textbox" aria-label="Write a comment…"></div></article>
    </div>`;
  const opener = document.querySelector<HTMLElement>('[role="button"]');
  const posted = vi.fn();
  opener?.addEventListener('click', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Create post');
    dialog.innerHTML = `
      ${options.textarea ? '<textarea aria-label="Create a public post…"></textarea>' : '<div contenteditable="true" role="textbox" aria-label="Create a public post…"></div>'}
      ${(options.composerInput ?? 'present') === 'present' ? IMAGE_INPUT : ''}
      <div role="button" aria-label="Photo/video"></div>
      <div role="button" aria-label="Post">Post</div>`;
    dialog.querySelector('[aria-label="Post"]')?.addEventListener('click', posted);
    if (options.composerInput === 'behind-photo-button') {
      dialog.querySelector('[aria-label="Photo/video"]')?.addEventListener('click', () => {
        dialog.insertAdjacentHTML('beforeend', IMAGE_INPUT);
      });
    }
    // Facebook renders the dialog a moment after the click.
    setTimeout(() => document.body.append(dialog), 20);
  });
  return { posted };
}

/** jsdom has no DataTransfer: the tests put the files on the input the way the browser would and report it. */
function fakeSetInputFiles(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fillComposer', () => {
  it('opens the composer, types the text in its dialog (not a comment box), attaches the photos and never posts', async () => {
    const { posted } = renderGroupPage();
    const changes = vi.fn();
    document.addEventListener('change', changes);
    const result = await fillComposer(
      document,
      { text: 'Sunny two-bedroom\nnear the park', files: [photo(), photo()] },
      { timeoutMs: 1000, setInputFiles: fakeSetInputFiles },
    );
    expect(result.outcome).toBe('filled');
    const composer = document.querySelector<HTMLElement>('[role="dialog"] [role="textbox"]');
    expect(composer?.textContent).toBe('Sunny two-bedroom\nnear the park');
    expect(document.querySelector('[aria-label="Write a comment…"]')?.textContent).toBe('');
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    expect(input?.files).toHaveLength(2);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(posted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(composer);
    document.removeEventListener('change', changes);
  });

  it('fills a composer that is already open without clicking anything', async () => {
    document.body.innerHTML = `<div role="dialog"><div contenteditable="true" role="textbox"></div></div>`;
    const result = await fillComposer(document, { text: 'Garden studio', files: [] }, { timeoutMs: 100 });
    expect(result.outcome).toBe('filled');
    expect(document.querySelector('[role="textbox"]')?.textContent).toBe('Garden studio');
  });

  it('finds the composer by its label in the other languages and fills a textarea with an input event', async () => {
    renderGroupPage({ openerLabel: 'Écrivez quelque chose…', textarea: true });
    const inputs = vi.fn();
    document.addEventListener('input', inputs);
    const result = await fillComposer(document, { text: 'Studio lumineux', files: [] }, { timeoutMs: 1000 });
    expect(result.outcome).toBe('filled');
    expect(document.querySelector('textarea')?.value).toBe('Studio lumineux');
    expect(inputs).toHaveBeenCalled();
    document.removeEventListener('input', inputs);
  });

  it("reports 'failed' when the page has no composer", async () => {
    document.body.innerHTML = `<div role="main"><h1>Join this group to post</h1></div>`;
    const result = await fillComposer(document, { text: 'Garden studio', files: [] }, { timeoutMs: 50 });
    expect(result).toEqual({ outcome: 'failed', reason: 'composer-not-found' });
  });

  it("presses the dialog's photo button when its image input is not there yet", async () => {
    renderGroupPage({ composerInput: 'behind-photo-button' });
    const result = await fillComposer(
      document,
      { text: 'Garden studio', files: [photo()] },
      { timeoutMs: 1000, setInputFiles: fakeSetInputFiles },
    );
    expect(result.outcome).toBe('filled');
    expect(document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')?.files).toHaveLength(1);
  });

  it("reports 'failed' with the text in place when the photos cannot be attached (never to the page's own input)", async () => {
    renderGroupPage({ composerInput: 'none' });
    document.body.insertAdjacentHTML('afterbegin', IMAGE_INPUT);
    const result = await fillComposer(
      document,
      { text: 'Garden studio', files: [photo()] },
      { timeoutMs: 1000, setInputFiles: fakeSetInputFiles },
    );
    expect(result.outcome).toBe('failed');
    expect(result).toMatchObject({ reason: 'images-not-attached' });
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')?.files).toHaveLength(0);
    expect(document.querySelector('[role="dialog"] [role="textbox"]')?.textContent).toBe('Garden studio');
  });
});
