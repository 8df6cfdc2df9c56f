import { afterEach, describe, expect, it } from 'vitest';
import { watchPublishing } from './watch-publishing.ts';

/** A filled composer dialog like Facebook's: a text box, a close button and a Post button that closes it. */
function renderComposer(postLabel = 'Post') {
  document.body.innerHTML = `
    <article><div contenteditable="true" role="textbox" aria-label="Write a comment…"></div>
      <div role="button" aria-label="Post">Post</div></article>
    <div role="dialog" aria-label="Create post">
      <div role="button" aria-label="Close"></div>
      <div contenteditable="true" role="textbox" aria-label="Create a public post…">Sunny two-bedroom</div>
      <div role="button" tabindex="0" aria-label="${postLabel}"><span>${postLabel}</span></div>
    </div>`;
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  const textbox = dialog?.querySelector<HTMLElement>('[role="textbox"]');
  if (!dialog || !textbox) throw new Error('no composer');
  const closeButton = dialog.querySelector<HTMLElement>('[aria-label="Close"]');
  const postButton = dialog.querySelector<HTMLElement>(`[aria-label="${postLabel}"]`);
  if (!closeButton || !postButton) throw new Error('no buttons');
  // Facebook closes the dialog a moment after Post (once the post is saved), and at once on Close.
  postButton.addEventListener('click', () => setTimeout(() => dialog.remove(), 20));
  closeButton.addEventListener('click', () => dialog.remove());
  return { dialog, textbox, postButton, closeButton };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchPublishing', () => {
  it("answers 'published' when the user presses Post and the composer closes", async () => {
    const { textbox, postButton } = renderComposer();
    const outcome = watchPublishing(document, textbox);
    postButton.querySelector('span')?.click();
    await expect(outcome).resolves.toBe('published');
  });

  it('knows the Post button in the languages Rentwell speaks', async () => {
    for (const label of ['Publicar', 'Publier', 'פרסום', 'Posto']) {
      const { textbox, postButton } = renderComposer(label);
      const outcome = watchPublishing(document, textbox);
      postButton.click();
      await expect(outcome).resolves.toBe('published');
    }
  });

  it("answers 'abandoned' when the composer closes without Post, and a Post outside the composer does not count", async () => {
    const { textbox, closeButton } = renderComposer();
    const outcome = watchPublishing(document, textbox);
    document.querySelector<HTMLElement>('article [aria-label="Post"]')?.click();
    closeButton.click();
    await expect(outcome).resolves.toBe('abandoned');
  });

  it('keeps waiting while the composer stays open', async () => {
    const { textbox } = renderComposer();
    let settled = false;
    void watchPublishing(document, textbox).then(() => {
      settled = true;
    });
    textbox.textContent = 'Sunny two-bedroom, edited';
    document.body.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
  });
});
