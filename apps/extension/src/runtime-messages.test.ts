// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backgroundMessageSchema, fillRequestSchema, groupResultMessageSchema } from './runtime-messages.ts';

const jobId = '5f0c1b7e-3d2a-4c1e-9b7a-1a2b3c4d5e6f';
const groupId = '0b9d7a52-8a1c-4f2e-b3d4-5e6f7a8b9c0d';
const job = {
  jobId,
  text: 'Sunny two-bedroom',
  images: [],
  groups: [{ groupId, url: 'https://www.facebook.com/groups/rentals' }],
};

describe('runtime messages', () => {
  it('accept a share job from the app bridge, and refuse one without groups, with a bad image or an extra kind', () => {
    expect(backgroundMessageSchema.safeParse({ kind: 'start-share', job }).success).toBe(true);
    expect(backgroundMessageSchema.safeParse({ kind: 'start-share', job: { ...job, groups: [] } }).success).toBe(false);
    const script = { fileName: 'x.svg', mimeType: 'image/svg+xml', dataUrl: 'data:image/svg+xml,<svg/>' };
    expect(backgroundMessageSchema.safeParse({ kind: 'start-share', job: { ...job, images: [script] } }).success).toBe(
      false,
    );
    expect(backgroundMessageSchema.safeParse({ kind: 'open-anything', url: 'https://example.com' }).success).toBe(
      false,
    );
  });

  it('accept composer results filled or failed only', () => {
    const result = { kind: 'composer-result', jobId, groupId, outcome: 'filled' };
    expect(backgroundMessageSchema.safeParse(result).success).toBe(true);
    expect(backgroundMessageSchema.safeParse({ ...result, outcome: 'posted' }).success).toBe(false);
    expect(groupResultMessageSchema.safeParse({ ...result, kind: 'group-result', groupId: 'x' }).success).toBe(false);
  });

  it('give a groups page either a post to fill or nothing', () => {
    expect(fillRequestSchema.parse({ kind: 'nothing-to-fill' })).toEqual({ kind: 'nothing-to-fill' });
    expect(fillRequestSchema.safeParse({ kind: 'fill', jobId, groupId, text: '', images: [] }).success).toBe(false);
  });
});
