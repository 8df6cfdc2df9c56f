import { createServer, type Server } from 'node:http';

/** Where the extension's test build opens group tabs (scripts/build.ts --test-build's default test group origin). */
export const TEST_GROUP_ORIGIN = 'http://127.0.0.1:4789';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A page that mimics a Facebook group's post composer, for the extension's test build: a "Write something..." button
 * opening a dialog (a moment later, as Facebook does) with a contenteditable text box, a hidden image file input whose
 * files are previewed, and a Post button that marks the page posted (the extension must never press it) and closes the
 * dialog a moment later, as Facebook does once the post is saved.
 */
function groupPage(name: string): string {
  const title = escapeHtml(name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} | Test group</title></head>
<body>
  <main>
    <h1>${title}</h1>
    <div role="button" tabindex="0" id="open-composer">Write something...</div>
    <article><div contenteditable="true" role="textbox" aria-label="Write a comment…"></div></article>
  </main>
  <template id="composer">
    <div role="dialog" aria-label="Create post">
      <div contenteditable="true" role="textbox" aria-label="Create a public post…" data-testid="composer-text"></div>
      <input type="file" accept="image/*,image/heif,image/heic,video/*" multiple hidden>
      <div data-testid="attachments"></div>
      <button type="button" data-testid="post">Post</button>
    </div>
  </template>
  <script>
    document.getElementById('open-composer').addEventListener('click', () => {
      setTimeout(() => {
        const dialog = document.getElementById('composer').content.firstElementChild.cloneNode(true);
        dialog.querySelector('input[type=file]').addEventListener('change', (event) => {
          const attachments = dialog.querySelector('[data-testid=attachments]');
          for (const file of event.target.files) {
            const image = document.createElement('img');
            image.alt = file.name;
            image.src = URL.createObjectURL(file);
            attachments.append(image);
          }
        });
        dialog.querySelector('[data-testid=post]').addEventListener('click', () => {
          document.body.dataset.posted = 'true';
          setTimeout(() => dialog.remove(), 150);
        });
        document.body.append(dialog);
      }, 150);
    });
  </script>
</body></html>`;
}

/** Serves the test group pages on TEST_GROUP_ORIGIN: /groups/<name> is a group named <name>. */
export async function startTestGroupServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const match = /^\/groups\/([^/?]+)/.exec(request.url ?? '');
    if (!match?.[1]) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(groupPage(decodeURIComponent(match[1])));
  });
  const { hostname, port } = new URL(TEST_GROUP_ORIGIN);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return server;
}
