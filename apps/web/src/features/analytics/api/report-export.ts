import type { TAnalyticsReportKind } from '@rentwell/contracts/analytics';
import { ApiError, toApiError } from '../../../lib/api-client.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';

export type TExportFormat = 'csv' | 'pdf';

/** How far a download is: a share when the size or the row count is known, else only the bytes received. */
export type TExportProgress =
  | { kind: 'percent'; percent: number; rowsReceived?: number | undefined; totalRows?: number | undefined }
  | { kind: 'bytes'; bytesReceived: number };

export type TExportProgressInput = {
  format: TExportFormat;
  bytesReceived: number;
  /** Content-Length, when the server sent one (PDF). */
  contentLength: number | null;
  /** Line breaks received so far (CSV). */
  lineBreaks: number;
  /** X-Report-Rows: the report's data rows, without the header. */
  totalRows: number | null;
};

/**
 * The progress to show: percent of Content-Length when it is known; for a CSV without it, data rows received (line
 * breaks after the header's) against X-Report-Rows; otherwise the bytes received.
 */
export function computeExportProgress(input: TExportProgressInput): TExportProgress {
  const { format, bytesReceived, contentLength, lineBreaks, totalRows } = input;
  if (contentLength !== null && contentLength > 0) {
    return { kind: 'percent', percent: Math.min(100, Math.round((bytesReceived / contentLength) * 100)) };
  }
  if (format === 'csv' && totalRows !== null && totalRows > 0) {
    const rowsReceived = Math.min(totalRows, Math.max(0, lineBreaks - 1));
    return { kind: 'percent', percent: Math.round((rowsReceived / totalRows) * 100), rowsReceived, totalRows };
  }
  return { kind: 'bytes', bytesReceived };
}

/** A header's non-negative integer, or null when it is missing or not a number. */
export function readCountHeader(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first, then `filename="…"`), or the fallback. */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Not valid percent-encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name.replace(/\\(.)/g, '$1') : fallback;
}

/** How many '\n' bytes a chunk holds. */
export function countLineBreaks(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === 10) count += 1;
  return count;
}

export type TDownloadReportOptions = {
  kind: TAnalyticsReportKind;
  format: TExportFormat;
  period: TPeriodQuery;
  language: string;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: TExportProgress) => void) | undefined;
};

/**
 * Downloads a report export with `fetch`, reading the body as a stream so the page can show progress; resolves with
 * the file and the name the server gave it. A refusal is an `ApiError`, as everywhere else.
 */
export async function downloadReport(options: TDownloadReportOptions): Promise<{ blob: Blob; filename: string }> {
  const { kind, format, period, language, signal, onProgress } = options;
  const query = new URLSearchParams({ format, from: period.from, to: period.to, lang: language });
  if (period.propertyId) query.set('propertyId', period.propertyId);
  let response: Response;
  try {
    response = await fetch(`/api/analytics/reports/${kind}/export?${query.toString()}`, {
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'network_error', status: 0, message: 'The server could not be reached' });
  }
  if (!response.ok) {
    const payload: unknown = (response.headers.get('content-type') ?? '').includes('application/json')
      ? await response.json().catch(() => undefined)
      : undefined;
    throw toApiError(response.status, payload, response.statusText || `HTTP ${response.status}`);
  }

  const contentLength = readCountHeader(response.headers.get('content-length'));
  const totalRows = readCountHeader(response.headers.get('x-report-rows'));
  const filename = filenameFromContentDisposition(
    response.headers.get('content-disposition'),
    `${kind}-${period.from}-${period.to}.${format}`,
  );
  const type = response.headers.get('content-type') ?? (format === 'csv' ? 'text/csv' : 'application/pdf');
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytesReceived = 0;
  let lineBreaks = 0;
  const report = () =>
    onProgress?.(computeExportProgress({ format, bytesReceived, contentLength, lineBreaks, totalRows }));
  report();
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytesReceived += value.byteLength;
      if (format === 'csv') lineBreaks += countLineBreaks(value);
      report();
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    bytesReceived = buffer.byteLength;
    report();
  }
  return { blob: new Blob(chunks, { type }), filename };
}

/** Saves a file the way a link with `download` does, then lets the object URL go. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL stops working.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
