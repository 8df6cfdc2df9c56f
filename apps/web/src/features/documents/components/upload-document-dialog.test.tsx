import { MAX_DOCUMENT_BYTES } from '@rentwell/contracts/documents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { TUploadProgress } from '../../../lib/upload-with-progress.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const upload = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/upload-with-progress.ts', () => ({ uploadWithProgress: upload }));

type TUploadCall = [string, File, { onProgress: (progress: TUploadProgress) => void; fields: Record<string, string> }];

function renderDialog() {
  stubFetchRoutes([]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UploadDocumentDialog onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Upload a document' });
}

const pdf = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('the document upload dialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    upload.mockReset();
    vi.mocked(toast.error).mockClear();
  });

  it('states the limit as 10 MB', () => {
    const dialog = renderDialog();
    expect(within(dialog).getByText(/at most 10 MB\./)).toBeTruthy();
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
  });

  it('shows a progress bar while the file is sent, with its title and kind', async () => {
    let finish: (value: unknown) => void = () => undefined;
    upload.mockImplementation((...[, , options]: TUploadCall) => {
      options.onProgress({ loaded: 400, total: 1000, fraction: 0.4 });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.upload(within(dialog).getByLabelText('File'), pdf('house-rules.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress of house-rules.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText('40%')).toBeTruthy();
    const [path, file, options] = upload.mock.calls[0] as TUploadCall;
    expect([path, file.name, options.fields]).toEqual([
      '/documents',
      'house-rules.pdf',
      { title: 'house rules', kind: 'other', leaseId: '' },
    ]);
    finish({});
  });

  it("titles a refused upload 'Upload failed' and a refused file 'Upload Error', showing only the newest", async () => {
    upload.mockRejectedValue(new ApiError({ code: 'unsupported_media_type', status: 415, message: '' }));
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.upload(within(dialog).getByLabelText('File'), pdf('scan.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Upload failed');

    await user.upload(within(dialog).getByLabelText('File'), pdf('huge.pdf', MAX_DOCUMENT_BYTES + 1));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Upload Error', { description: 'The file must be at most 10 MB' }),
    );
    expect(within(dialog).queryByText('Upload failed')).toBeNull();
  });
});
