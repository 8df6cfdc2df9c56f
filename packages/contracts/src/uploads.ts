/** Upload limits shared by the browser (early refusal) and the server (the real check). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_PIXELS = 50_000_000;
