/** The content codings this server produces, best first. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The codings an `Accept-Encoding` header allows among br and gzip (RFC 9110 §12.5.3), best first: highest q-value,
 * br on a tie; `*` stands for any coding not named; `q=0` refuses. Empty means identity only.
 */
export function acceptableContentCodings(header: string | undefined | null): ContentCoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    weights.set(name, weight);
  }
  const wildcard = weights.get('*') ?? 0;
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? (coding === 'gzip' ? (weights.get('x-gzip') ?? wildcard) : wildcard);
  return PREFERENCE.filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** The best coding the client accepts, or `null` for identity. */
export function negotiateContentCoding(header: string | undefined | null): ContentCoding | null {
  return acceptableContentCodings(header)[0] ?? null;
}
