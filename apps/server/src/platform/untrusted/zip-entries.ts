import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/** A zip fflate cannot read (no zip, damaged, an unknown compression). */
export class ZipUnreadable extends Error {}
/** The entries being inflated passed the caller's byte budget; inflation stopped there. */
export class ZipOverBudget extends Error {}

/**
 * Compressed bytes handed to the inflater at a time: deflate expands at most about 1,030 times, so one
 * piece yields at most some 17 MB, and the budget is checked after each.
 */
const PIECE_BYTES = 16 * 1024;

/** The names and declared (uncompressed) sizes of a zip's entries, read from its central directory only. */
export function zipDirectory(data: Uint8Array): Map<string, number> {
  const entries = new Map<string, number>();
  try {
    unzipSync(data, {
      filter: (file) => {
        entries.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch {
    throw new ZipUnreadable();
  }
  return entries;
}

/**
 * Inflates the entries named in `wanted`, handing each inflated chunk to `onChunk` as it comes. The
 * compressed bytes go in piece by piece and the inflated bytes are counted as they come out: past `budget`
 * (all wanted entries together) inflation stops and ZipOverBudget is thrown, whatever sizes the zip
 * declares. Nothing else in the zip is inflated.
 */
export function inflateEntries(
  data: Uint8Array,
  wanted: ReadonlySet<string>,
  budget: number,
  onChunk: (name: string, chunk: Uint8Array, final: boolean) => void,
): void {
  let inflated = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (!wanted.has(file.name)) return;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new ZipUnreadable();
        return;
      }
      inflated += chunk.length;
      if (inflated > budget) {
        failure = new ZipOverBudget();
        file.terminate();
        return;
      }
      try {
        onChunk(file.name, chunk, final);
      } catch (thrown) {
        failure = thrown as Error;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let start = 0; start < data.length && !failure; start += PIECE_BYTES) {
      const end = Math.min(start + PIECE_BYTES, data.length);
      unzip.push(data.subarray(start, end), end === data.length);
    }
  } catch (error) {
    failure ??= error instanceof ZipOverBudget ? error : new ZipUnreadable();
  }
  if (failure) throw failure;
}

/** The named entries whole, inflated within `budget` bytes together (see inflateEntries). */
export function readEntries(data: Uint8Array, names: Iterable<string>, budget: number): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  inflateEntries(data, new Set(names), budget, (name, chunk) => {
    const list = chunks.get(name) ?? [];
    list.push(chunk);
    chunks.set(name, list);
  });
  return new Map([...chunks].map(([name, list]) => [name, Buffer.concat(list)]));
}
