import type { ShareJob } from '@rentwell/contracts/extension-messages';

type ShareImage = ShareJob['images'][number];

/** A share job's image (a data URL) as the File a composer's file input takes. */
export function imageToFile(image: ShareImage): File {
  const comma = image.dataUrl.indexOf(',');
  const header = image.dataUrl.slice(0, comma);
  const payload = image.dataUrl.slice(comma + 1);
  let bytes: Uint8Array<ArrayBuffer>;
  if (header.endsWith(';base64')) {
    const binary = atob(payload);
    bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  } else {
    bytes = new TextEncoder().encode(decodeURIComponent(payload)) as Uint8Array<ArrayBuffer>;
  }
  return new File([bytes], image.fileName, { type: image.mimeType });
}
