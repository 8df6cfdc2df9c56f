/**
 * Product screenshots of the landing page: real pages of the demo data, captured by `scripts/capture-screenshots.mjs`
 * in light and dark at two widths each, served from `public/screenshots/`.
 */
export type TScreenshot = {
  name: 'dashboard' | 'properties' | 'tenant-portal';
  /** Intrinsic size of the widest file (the other keeps the ratio): set on the image so nothing shifts. */
  width: number;
  height: number;
  widths: readonly [number, number];
};

export const SCREENSHOTS = {
  dashboard: { name: 'dashboard', width: 1600, height: 1000, widths: [800, 1600] },
  properties: { name: 'properties', width: 1600, height: 1000, widths: [800, 1600] },
  tenantPortal: { name: 'tenant-portal', width: 600, height: 1200, widths: [300, 600] },
} as const satisfies Record<string, TScreenshot>;

export function screenshotUrl(shot: TScreenshot, theme: 'light' | 'dark', width: number): string {
  return `/screenshots/${shot.name}-${theme}-${width}.webp`;
}

export function screenshotSrcSet(shot: TScreenshot, theme: 'light' | 'dark'): string {
  return shot.widths.map((width) => `${screenshotUrl(shot, theme, width)} ${width}w`).join(', ');
}
