import { describe, expect, it } from 'vitest';
import { imageToFile } from './image-files.ts';

describe('imageToFile', () => {
  it("turns a share job's base64 data URL into a File with its name, type and bytes", async () => {
    const file = imageToFile({
      fileName: 'front.png',
      mimeType: 'image/png',
      dataUrl: 'data:image/png;base64,iVBORw0K',
    });
    expect(file.name).toBe('front.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
  });
});
