import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  computeExportProgress,
  countLineBreaks,
  downloadReport,
  filenameFromContentDisposition,
  readCountHeader,
  type TExportProgress,
} from './report-export.ts';

describe('export progress', () => {
  it('is the share of Content-Length when the server sent it', () => {
    expect(
      computeExportProgress({ format: 'pdf', bytesReceived: 250, contentLength: 1000, lineBreaks: 0, totalRows: 12 }),
    ).toEqual({ kind: 'percent', percent: 25 });
    expect(
      computeExportProgress({
        format: 'pdf',
        bytesReceived: 1200,
        contentLength: 1000,
        lineBreaks: 0,
        totalRows: null,
      }),
    ).toEqual({ kind: 'percent', percent: 100 });
  });

  it('counts CSV rows (line breaks after the header) against X-Report-Rows without Content-Length', () => {
    // Header line not finished yet: no row received.
    expect(
      computeExportProgress({ format: 'csv', bytesReceived: 10, contentLength: null, lineBreaks: 0, totalRows: 4 }),
    ).toEqual({ kind: 'percent', percent: 0, rowsReceived: 0, totalRows: 4 });
    expect(
      computeExportProgress({ format: 'csv', bytesReceived: 90, contentLength: null, lineBreaks: 3, totalRows: 4 }),
    ).toEqual({ kind: 'percent', percent: 50, rowsReceived: 2, totalRows: 4 });
    // A trailing line break or a line break inside a quoted cell never goes past the total.
    expect(
      computeExportProgress({ format: 'csv', bytesReceived: 200, contentLength: null, lineBreaks: 9, totalRows: 4 }),
    ).toEqual({ kind: 'percent', percent: 100, rowsReceived: 4, totalRows: 4 });
  });

  it('falls back to the bytes received', () => {
    expect(
      computeExportProgress({
        format: 'csv',
        bytesReceived: 2048,
        contentLength: null,
        lineBreaks: 5,
        totalRows: null,
      }),
    ).toEqual({ kind: 'bytes', bytesReceived: 2048 });
    expect(
      computeExportProgress({ format: 'pdf', bytesReceived: 512, contentLength: null, lineBreaks: 0, totalRows: 30 }),
    ).toEqual({ kind: 'bytes', bytesReceived: 512 });
    expect(
      computeExportProgress({ format: 'csv', bytesReceived: 5, contentLength: 0, lineBreaks: 0, totalRows: 0 }),
    ).toEqual({ kind: 'bytes', bytesReceived: 5 });
  });

  it('reads count headers, line breaks and file names', () => {
    expect(readCountHeader('1234')).toBe(1234);
    expect(readCountHeader(' 7 ')).toBe(7);
    expect(readCountHeader(null)).toBeNull();
    expect(readCountHeader('abc')).toBeNull();
    expect(countLineBreaks(new TextEncoder().encode('a,b\n1,2\n3,4'))).toBe(2);
    expect(filenameFromContentDisposition('attachment; filename="rent-roll-2026-11.csv"', 'x.csv')).toBe(
      'rent-roll-2026-11.csv',
    );
    expect(
      filenameFromContentDisposition(
        `attachment; filename="report.pdf"; filename*=UTF-8''rapport%20d%C3%A9penses.pdf`,
        'x.pdf',
      ),
    ).toBe('rapport dépenses.pdf');
    expect(filenameFromContentDisposition('attachment; filename=occupancy.csv', 'x.csv')).toBe('occupancy.csv');
    expect(filenameFromContentDisposition(null, 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromContentDisposition('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('downloadReport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('streams the body, reports rows received and returns the file under the server name', async () => {
    const encoder = new TextEncoder();
    const parts = ['\uFEFFunit,tenant\n', '1A,Rosa\n', '2B,Sam\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(body, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="rent-roll.csv"',
            'X-Report-Rows': '2',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: TExportProgress[] = [];
    const result = await downloadReport({
      kind: 'rent-roll',
      format: 'csv',
      period: { from: '2026-11-01', to: '2026-11-30', propertyId: '11111111-1111-4111-8111-111111111111' },
      language: 'fr',
      onProgress: (step) => progress.push(step),
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/analytics/reports/rent-roll/export?format=csv&from=2026-11-01&to=2026-11-30&lang=fr&propertyId=11111111-1111-4111-8111-111111111111',
    );
    expect(result.filename).toBe('rent-roll.csv');
    expect(await result.blob.text()).toContain('1A,Rosa');
    expect(progress.at(-1)).toEqual({ kind: 'percent', percent: 100, rowsReceived: 2, totalRows: 2 });
  });

  it('turns a refusal into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'forbidden', message: 'no' } }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await expect(
      downloadReport({
        kind: 'occupancy',
        format: 'pdf',
        period: { from: '2026-01-01', to: '2026-01-31' },
        language: 'en',
      }),
    ).rejects.toMatchObject({ name: 'ApiError', code: 'forbidden', status: 403 });
  });
});
