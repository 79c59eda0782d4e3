/**
 * Whether a PNG or JPEG is whole: its header gives a size and the file reaches its end marker. Walking the chunk or
 * segment structure is enough to catch a cut-off upload (the usual damage on a phone connection) without decoding
 * the pixels: a full decode of a 12-megapixel photo in JavaScript costs about a second and 50 MB (decision 184).
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: signature, an IHDR of a non-empty image first, chunks that fit the file, and IEND. */
export function pngIsWhole(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (bytes.readUInt32BE(16) === 0 || bytes.readUInt32BE(20) === 0) return false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > bytes.length) return false;
    if (type === 'IEND') return true;
    at = next;
  }
  return false;
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const EOI = Buffer.from([0xff, 0xd9]);

/**
 * JPEG: SOI, segments that fit the file up to the first scan, a frame header of a non-empty image before it, and
 * an EOI after it. Bytes after the EOI are allowed (some phones append a motion clip there).
 */
export function jpegIsWhole(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let sized = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === undefined || marker === 0xd9) return false;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return false;
    if (SOF_MARKERS.has(marker)) {
      if (length < 8) return false;
      sized = bytes.readUInt16BE(at + 3) > 0 && bytes.readUInt16BE(at + 5) > 0;
    }
    if (marker === 0xda) return sized && bytes.indexOf(EOI, at + length) !== -1;
    at += length;
  }
  return false;
}
