import { HttpError } from '../../plugins/http-error.js';

const SIGNATURES: Array<{ type: string; test: (b: Buffer) => boolean }> = [
  { type: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'avif/heif', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
];

export const NOT_AN_IMAGE = 'The file is not an image (JPEG, PNG, GIF, WebP or AVIF).';

/**
 * Checks the magic bytes, then decodes and re-encodes with sharp: whatever was appended or hidden in
 * the upload (a polyglot, EXIF with GPS) does not survive, and the size is bounded.
 */
export async function normalizeImage(input: Buffer, maxSide: number): Promise<{ data: Buffer; contentType: string }> {
  if (!SIGNATURES.some((signature) => signature.test(input))) throw new HttpError(400, NOT_AN_IMAGE);
  // sharp (libvips) is loaded with the first image, not at start: most processes never see one.
  const { default: sharp } = await import('sharp');
  try {
    const data = await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw new HttpError(400, NOT_AN_IMAGE);
  }
}
