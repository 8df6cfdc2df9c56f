import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse } from '../../../test/me-fixtures.ts';
import { ExportButtons } from './export-buttons.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PERIOD = { from: '2026-01-01', to: '2026-11-30' };

/** A CSV response whose body the test feeds chunk by chunk. */
function controlledCsv() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="rent-roll-2026-11-30.csv"',
        'X-Report-Rows': '4',
      },
    }),
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

describe('report export buttons', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows rows received while the CSV streams, keeps both buttons busy, then saves the file', async () => {
    const csv = controlledCsv();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(csv.response)),
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ExportButtons kind="rent-roll" period={PERIOD} />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    csv.push('\uFEFFProperty,Unit\r\nMaple Court,1\r\nMaple Court,2\r\n');
    expect(await screen.findByText('2 of 4 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect((screen.getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Export PDF' }) as HTMLButtonElement).disabled).toBe(true);

    csv.push('Maple Court,3\r\nMaple Court,4\r\n');
    csv.end();
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('rent-roll-2026-11-30.csv');
    expect(createObjectURL).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Report downloaded', { description: 'rent-roll-2026-11-30.csv' });
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Export PDF' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so in a toast when the export fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ error: { code: 'forbidden', message: '' } }, 403))),
    );
    const user = userEvent.setup();
    render(<ExportButtons kind="occupancy" period={PERIOD} />);
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("The report couldn't be exported", {
        description: "You don't have permission to do that.",
      }),
    );
    expect((screen.getByRole('button', { name: 'Export PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('waits for a complete period', () => {
    render(<ExportButtons kind="occupancy" period={null} />);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Export PDF' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
