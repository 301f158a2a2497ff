/**
 * Structural checks of Ogg, MP4, MP3 and WAV over the whole file (WebM is in audio-ebml.ts): a file
 * with the right magic bytes but anything else after them fails here. Each walks the container's own
 * framing (pages, boxes, frames, chunks) from the first byte to the last.
 */

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i += 1) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i += 1) {
    const byte = i >= 22 && i < 26 ? 0 : page[i]; // the checksum field counts as zeros
    crc = ((crc << 8) ^ OGG_CRC[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  }
  return crc;
}

const OGG_AUDIO_CODECS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];

/** Ogg: consecutive pages with valid checksums to the end; the first opens an audio codec's stream. */
export function isWellFormedOgg(data: Buffer): boolean {
  let offset = 0;
  let pages = 0;
  while (offset < data.length) {
    if (offset + 27 > data.length || ascii(data, offset, offset + 4) !== 'OggS' || data[offset + 4] !== 0)
      return false;
    const segments = data[offset + 26];
    if (offset + 27 + segments > data.length) return false;
    let bodyLength = 0;
    for (let i = 0; i < segments; i += 1) bodyLength += data[offset + 27 + i];
    const end = offset + 27 + segments + bodyLength;
    if (end > data.length) return false;
    const page = data.subarray(offset, end);
    if (page.readUInt32LE(22) !== oggCrc(page)) return false;
    if (pages === 0) {
      const body = ascii(data, offset + 27 + segments, end);
      if (!(data[offset + 5] & 0x02) || !OGG_AUDIO_CODECS.some((magic) => body.startsWith(magic)))
        return false;
    }
    pages += 1;
    offset = end;
  }
  return pages >= 2;
}

const MP4_CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'edts',
  'dinf',
  'mvex',
  'moof',
  'traf',
]);

/**
 * MP4: boxes that nest exactly from the first byte to the last, `ftyp` first, media data present and
 * a track whose handler is sound; null otherwise. `fragmented`: written in fragments (MediaRecorder).
 */
export function mp4Structure(data: Buffer): { fragmented: boolean } | null {
  const seen = { sound: false, mdat: false, moof: false };
  const walk = (start: number, end: number, depth: number): boolean => {
    let offset = start;
    while (offset < end) {
      if (offset + 8 > end) return false;
      let size = data.readUInt32BE(offset);
      const type = ascii(data, offset + 4, offset + 8);
      let header = 8;
      if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
      if (depth === 0 && offset === 0 && type !== 'ftyp') return false;
      if (size === 1) {
        if (offset + 16 > end) return false;
        size = Number(data.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (size < header || offset + size > end) return false;
      if (type === 'mdat') seen.mdat = true;
      if (type === 'moof') seen.moof = true;
      if (
        type === 'hdlr' &&
        size >= header + 12 &&
        ascii(data, offset + header + 8, offset + header + 12) === 'soun'
      )
        seen.sound = true;
      if (MP4_CONTAINERS.has(type) && (depth > 8 || !walk(offset + header, offset + size, depth + 1)))
        return false;
      offset += size;
    }
    return true;
  };
  return walk(0, data.length, 0) && seen.sound && seen.mdat ? { fragmented: seen.moof } : null;
}

const MP3_BITRATES = {
  v1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448], // layer I
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384], // layer II
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], // layer III
  ],
  v2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const MP3_RATES = [44100, 48000, 32000];

/** The length of the MPEG audio frame whose header is at `offset`, or null when it is not one. */
export function mp3FrameLength(data: Buffer, offset: number): number | null {
  if (offset + 4 > data.length) return null;
  const [b0, b1, b2] = [data[offset], data[offset + 1], data[offset + 2]];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03; // 0: MPEG 2.5, 2: MPEG 2, 3: MPEG 1
  const layerBits = (b1 >> 1) & 0x03; // 3: layer I, 2: II, 1: III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const layer = 3 - layerBits; // 0: I, 1: II, 2: III
  const kbps = (version === 3 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[layer][bitrateIndex];
  const rate = MP3_RATES[rateIndex] / (version === 3 ? 1 : version === 2 ? 2 : 4);
  const padding = (b2 >> 1) & 0x01;
  if (layer === 0) return (Math.floor((12 * kbps * 1000) / rate) + padding) * 4;
  const perFrame = layer === 2 && version !== 3 ? 72 : 144;
  return Math.floor((perFrame * kbps * 1000) / rate) + padding;
}

/** MP3: an optional ID3v2 tag, then MPEG audio frames back to back to the end (an ID3v1 tag may close). */
export function isWellFormedMp3(data: Buffer): boolean {
  let offset = 0;
  if (ascii(data, 0, 3) === 'ID3') {
    if (data.length < 10) return false;
    const size =
      ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
    offset = 10 + size + (data[5] & 0x10 ? 10 : 0);
  }
  let frames = 0;
  while (offset < data.length) {
    if (data.length - offset === 128 && ascii(data, offset, offset + 3) === 'TAG') break;
    const length = mp3FrameLength(data, offset);
    if (length === null || offset + length > data.length) return false;
    frames += 1;
    offset += length;
  }
  return frames >= 2;
}

/**
 * WAV: RIFF chunks back to back, a consistent PCM or float 'fmt ' chunk, then 'data'. A data chunk that
 * claims more than is there (streaming writers) runs to the end; one that claims less is followed by
 * more chunks, which must be well-formed too.
 */
export function wavFormat(data: Buffer): { byteRate: number; dataStart: number } | null {
  if (data.length < 12 || ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let byteRate = 0;
  let dataStart = -1;
  while (offset < data.length) {
    if (offset + 8 > data.length) return null;
    const id = ascii(data, offset, offset + 4);
    if (!/^[\x20-\x7e]{4}$/.test(id)) return null;
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > data.length) return null;
      const [format, channels, rate] = [
        data.readUInt16LE(body),
        data.readUInt16LE(body + 2),
        data.readUInt32LE(body + 4),
      ];
      const [blockAlign, bits] = [data.readUInt16LE(body + 12), data.readUInt16LE(body + 14)];
      byteRate = data.readUInt32LE(body + 8);
      const known = [1, 3, 6, 7, 0xfffe].includes(format);
      if (!known || channels < 1 || channels > 8 || rate < 1000 || rate > 384_000 || bits < 8) return null;
      if (blockAlign !== channels * Math.ceil(bits / 8) || byteRate !== rate * blockAlign) return null;
    } else if (id === 'data') {
      if (byteRate === 0 || dataStart >= 0) return null;
      dataStart = body;
      if (body + size >= data.length) return { byteRate, dataStart };
    }
    offset = body + size + (size % 2);
  }
  return dataStart >= 0 && offset <= data.length + 1 ? { byteRate, dataStart } : null;
}
