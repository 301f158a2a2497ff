import {
  isWellFormedMp3,
  isWellFormedOgg,
  mp3FrameLength,
  mp4Structure,
  wavFormat,
} from './audio-containers.js';
import { isWellFormedEbml } from './audio-ebml.js';

/** What the upload check learned from the bytes of a recording. */
export interface AudioInfo {
  contentType: string;
  /** From the bytes for WAV, from the parsed container for the others; null where it does not say. */
  durationSeconds: number | null;
}

type Container = 'webm' | 'matroska' | 'ogg' | 'mp4' | 'wav' | 'mp3';

const CONTENT_TYPES: Record<Container, string> = {
  webm: 'audio/webm',
  matroska: 'audio/x-matroska',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
};

/** Every type a stored recording may be answered with (the API description lists them). */
export const WISH_AUDIO_CONTENT_TYPES = Object.values(CONTENT_TYPES);

const WELL_FORMED: Record<Container, (data: Buffer) => boolean> = {
  webm: isWellFormedEbml,
  matroska: isWellFormedEbml,
  ogg: isWellFormedOgg,
  mp4: (data) => mp4Structure(data) !== null,
  wav: (data) => wavFormat(data) !== null,
  mp3: isWellFormedMp3,
};

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

/** The container the first bytes claim; never the file's name or declared type. */
function claimedContainer(data: Buffer): Container | null {
  if (data.length < 12) return null;
  if (data.readUInt32BE(0) === 0x1a45dfa3)
    return ascii(data, 0, Math.min(data.length, 64)).includes('webm') ? 'webm' : 'matroska';
  if (ascii(data, 0, 4) === 'OggS') return 'ogg';
  if (ascii(data, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') return 'wav';
  if (ascii(data, 0, 3) === 'ID3' || mp3FrameLength(data, 0) !== null) return 'mp3';
  return null;
}

/**
 * Recognises a recording by its content: WebM/Matroska, Ogg, MP4/M4A, WAV or MP3. The magic bytes only
 * name the container; the whole file must then be well-formed in it (audio-ebml.ts, audio-containers.ts)
 * and music-metadata must find an audio stream in it (codec, sample rate, channels). Anything else is null.
 */
export async function inspectAudio(data: Buffer): Promise<AudioInfo | null> {
  const container = claimedContainer(data);
  if (!container || !WELL_FORMED[container](data)) return null;
  const contentType = CONTENT_TYPES[container];
  // loaded with the first recording: it is some 14 MiB of a server that may never get one
  const { parseBuffer } = await import('music-metadata');
  let format;
  try {
    ({ format } = await parseBuffer(
      data,
      { mimeType: contentType, size: data.length },
      { duration: true, skipCovers: true },
    ));
  } catch {
    // music-metadata cannot follow the live (unknown-size) clusters of some MediaRecorder WebM files
    // (Chromium's, recorded for several seconds); the EBML walk above has checked every element of it
    // and that its blocks belong to an audio track, which is the check that matters for an upload
    if (container === 'webm' || container === 'matroska') return { contentType, durationSeconds: null };
    return null;
  }
  const audioTrack = format.trackInfo.some((track) => track.type === 2 || track.audio !== undefined);
  if (!(format.codec || audioTrack) || !format.sampleRate || !format.numberOfChannels) return null;
  if (container === 'wav') {
    const wav = wavFormat(data)!;
    return { contentType, durationSeconds: (data.length - wav.dataStart) / wav.byteRate };
  }
  // a fragmented MP4 (MediaRecorder) states only its first fragment's length: no duration rather than a wrong one
  const duration = container === 'mp4' && mp4Structure(data)!.fragmented ? undefined : format.duration;
  return {
    contentType,
    durationSeconds: duration !== undefined && Number.isFinite(duration) ? duration : null,
  };
}
