/**
 * A structural check of WebM/Matroska (EBML): every element, down to the blocks of every cluster, must
 * have a valid id and a size that fits its parent, the segment may hold only segment-level elements and
 * a cluster only cluster children, and the blocks must belong to an audio track. Random bytes after a
 * valid header fail within a few elements. Recordings from MediaRecorder are live streams whose segment
 * and clusters have an unknown size; those end where their parent does or where a sibling-level id starts.
 */

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  void: 0xec,
  crc32: 0xbf,
};

const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  ID.tracks,
  ID.cluster,
  0x1c53bb6b, // Cues
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
  ID.void,
  ID.crc32,
]);
const CLUSTER_CHILDREN = new Set([
  0xe7,
  0xa7,
  0xab,
  0x5854,
  ID.simpleBlock,
  ID.blockGroup,
  ID.void,
  ID.crc32,
]);
/** Elements whose content is more elements (the rest hold values or binary data). */
const MASTERS = new Set([
  ID.ebml,
  ID.segment,
  ID.cluster,
  ID.tracks,
  ID.trackEntry,
  ID.blockGroup,
  ...SEGMENT_CHILDREN,
  0x4dbb,
  0xe1,
  0xe0,
  0xbb,
  0xb7,
  0x7373,
  0x63c0,
  0x67c8,
  0x45b9,
  0xb6,
  0x80,
  0x61a7,
  0x6d80,
  0x6240,
  0x75a1,
  0xa6,
]);
MASTERS.delete(ID.void);
MASTERS.delete(ID.crc32);

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(data: Buffer, offset: number, maxLength: number, keepMarker: boolean): Vint | null {
  if (offset >= data.length) return null;
  const first = data[offset];
  let length = 1;
  while (length <= maxLength && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > maxLength || offset + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + data[offset + i];
    allOnes &&= data[offset + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Found {
  docType: string;
  audioTracks: Set<number>;
  blockTracks: number[];
}

/** True when the whole buffer is a well-formed WebM/Matroska file with blocks of an audio track. */
export function isWellFormedEbml(data: Buffer): boolean {
  const found: Found = { docType: '', audioTracks: new Set(), blockTracks: [] };
  let offset = 0;
  let sawSegment = false;
  while (offset < data.length) {
    const end = walk(data, offset, data.length, 0, found, null);
    if (end === null) return false;
    if (offset === 0 && found.docType === '') return false; // the file must open with the EBML header
    sawSegment ||= data.readUInt32BE(offset) === ID.segment;
    offset = end;
  }
  return (
    sawSegment &&
    ['webm', 'matroska'].includes(found.docType) &&
    found.blockTracks.length > 0 &&
    found.blockTracks.every((track) => found.audioTracks.has(track))
  );
}

/** Walks one element at `offset` inside [.., limit); returns where it ends, or null when malformed. */
function walk(
  data: Buffer,
  offset: number,
  limit: number,
  depth: number,
  found: Found,
  parent: number | null,
): number | null {
  if (depth > 12) return null;
  const id = readVint(data, offset, 4, true);
  if (!id) return null;
  if (depth === 0 && id.value !== ID.ebml && id.value !== ID.segment) return null;
  if (parent === ID.segment && !SEGMENT_CHILDREN.has(id.value)) return null;
  if (parent === ID.cluster && !CLUSTER_CHILDREN.has(id.value)) return null;
  const size = readVint(data, offset + id.length, 8, false);
  if (!size) return null;
  const body = offset + id.length + size.length;
  const unknownSize = size.unknown && (id.value === ID.segment || id.value === ID.cluster);
  if (size.unknown && !unknownSize) return null;
  const end = unknownSize ? limit : body + size.value;
  if (end > limit) return null;
  if (!MASTERS.has(id.value)) {
    readValue(data, id.value, body, end, found, parent);
    return end;
  }
  let child = body;
  const entry = { number: -1, type: -1 };
  while (child < end) {
    // an unknown-size cluster ends where the next segment-level element starts
    if (unknownSize && id.value === ID.cluster) {
      const next = readVint(data, child, 4, true);
      if (next && SEGMENT_CHILDREN.has(next.value) && !CLUSTER_CHILDREN.has(next.value)) return child;
    }
    const childEnd = walk(data, child, end, depth + 1, found, id.value);
    if (childEnd === null) return null;
    if (id.value === ID.trackEntry) readTrackField(data, child, entry);
    child = childEnd;
  }
  if (id.value === ID.trackEntry && entry.type === 2 && entry.number > 0) found.audioTracks.add(entry.number);
  return end;
}

function readValue(data: Buffer, id: number, body: number, end: number, found: Found, parent: number | null) {
  if (id === ID.docType && parent === ID.ebml)
    found.docType = data.toString('latin1', body, end).replace(/\0+$/, '');
  if (id === ID.simpleBlock || (id === ID.block && parent === ID.blockGroup)) {
    const track = readVint(data, body, 8, false);
    found.blockTracks.push(track && body + track.length + 3 <= end ? track.value : -1);
  }
}

/** Reads TrackNumber and TrackType of a TrackEntry's child at `offset` (both small unsigned integers). */
function readTrackField(data: Buffer, offset: number, entry: { number: number; type: number }) {
  const id = readVint(data, offset, 4, true)!;
  const size = readVint(data, offset + id.length, 8, false)!;
  if (size.value < 1 || size.value > 6 || (id.value !== ID.trackNumber && id.value !== ID.trackType)) return;
  const value = data.readUIntBE(offset + id.length + size.length, size.value);
  if (id.value === ID.trackNumber) entry.number = value;
  else entry.type = value;
}
