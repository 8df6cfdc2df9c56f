import { vi } from 'vitest';

/**
 * jsdom lacks the pointer-capture and scrolling methods Radix Select calls when it opens; stub them so tests can open
 * a select and click an option as a user would.
 */
export function enableRadixSelectInJsdom() {
  const prototype = window.HTMLElement.prototype;
  if (!prototype.hasPointerCapture) prototype.hasPointerCapture = vi.fn(() => false);
  if (!prototype.setPointerCapture) prototype.setPointerCapture = vi.fn();
  if (!prototype.releasePointerCapture) prototype.releasePointerCapture = vi.fn();
  if (!prototype.scrollIntoView) prototype.scrollIntoView = vi.fn();
}
