/** A finding with what it is worth in its own currency. */
export type Impact = { impactMinor: number; currency: string };

/**
 * Ranks findings in different currencies on one scale without adding across them: each one's impact over its
 * currency's average monthly revenue (a month of revenue = 1). A currency with no revenue falls back to the largest
 * impact in that currency, so its findings still rank among themselves. Highest first; ties keep their order.
 */
export function rankByImpact<T extends Impact>(
  findings: readonly T[],
  monthlyRevenueByCurrency: ReadonlyMap<string, number>,
): (T & { score: number })[] {
  const largest = new Map<string, number>();
  for (const finding of findings) {
    largest.set(finding.currency, Math.max(largest.get(finding.currency) ?? 0, finding.impactMinor));
  }
  return findings
    .map((finding, index) => {
      const revenue = monthlyRevenueByCurrency.get(finding.currency) ?? 0;
      const base = revenue > 0 ? revenue : Math.max(largest.get(finding.currency) ?? 1, 1);
      return { finding: { ...finding, score: Math.round((finding.impactMinor / base) * 1000) / 1000 }, index };
    })
    .sort((a, b) => b.finding.score - a.finding.score || a.index - b.index)
    .map(({ finding }) => finding);
}
