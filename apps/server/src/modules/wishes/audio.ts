/** What the upload check learned from the bytes of a recording. */
export interface AudioInfo {
  contentType: string;
  /** Known for WAV (from its header); null for compressed containers. */
  durationSeconds: number | null;
}

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

/**
 * Recognises a recording by its content, never by its name or declared type: WebM/Matroska, Ogg,
 * MP4/M4A, WAV or MP3. Anything else (or a WAV without a usable header) is null.
 */
export function inspectAudio(data: Buffer): AudioInfo | null {
  if (data.length < 12) return null;
  if (data.readUInt32BE(0) === 0x1a45dfa3) {
    // the EBML header names its DocType near the start: browsers record 'webm'
    const head = ascii(data, 0, Math.min(data.length, 64));
    return { contentType: head.includes('webm') ? 'audio/webm' : 'audio/x-matroska', durationSeconds: null };
  }
  if (ascii(data, 0, 4) === 'OggS') return { contentType: 'audio/ogg', durationSeconds: null };
  if (ascii(data, 4, 8) === 'ftyp') return { contentType: 'audio/mp4', durationSeconds: null };
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') {
    const durationSeconds = wavDurationSeconds(data);
    return durationSeconds === null ? null : { contentType: 'audio/wav', durationSeconds };
  }
  if (ascii(data, 0, 3) === 'ID3' || isMp3FrameHeader(data))
    return { contentType: 'audio/mpeg', durationSeconds: null };
  return null;
}

/** MPEG audio frame sync (11 set bits), with a valid layer and bitrate so random bytes rarely pass. */
function isMp3FrameHeader(data: Buffer): boolean {
  const [b0, b1, b2] = [data[0], data[1], data[2]];
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 0x03) !== 0 && b2 >> 4 !== 0x0f;
}

/**
 * Duration from the 'fmt ' byte rate and every byte from the start of the 'data' chunk to the end of the
 * file. The declared chunk size is not trusted: lenient players play what is there, and a header could
 * understate it. Trailing metadata chunks count too, which only errs on the safe side.
 */
function wavDurationSeconds(data: Buffer): number | null {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= data.length) {
    const id = ascii(data, offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > data.length) return null;
      byteRate = data.readUInt32LE(body + 8);
    } else if (id === 'data') {
      return byteRate === 0 ? null : (data.length - body) / byteRate;
    }
    offset = body + size + (size % 2);
  }
  return null;
}
