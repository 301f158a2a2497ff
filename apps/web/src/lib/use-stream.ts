import { useCallback, useSyncExternalStore } from 'react';
import { getStreamSocket, type StreamState } from './stream-socket';

/**
 * The live content of a text (`chapterNumber` null) or chapter while `enabled`, from the shared
 * stream socket; undefined when disabled or before anything arrived.
 */
export function useStream(
  textId: number,
  chapterNumber: number | null,
  enabled: boolean,
): StreamState | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      return getStreamSocket().subscribe(textId, chapterNumber, onChange);
    },
    [textId, chapterNumber, enabled],
  );
  const getSnapshot = () => (enabled ? getStreamSocket().getState(textId, chapterNumber) : undefined);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * What to show of a text still being written: the streamed content or the polled one, whichever is
 * longer (both only ever grow within one attempt; polling fills any gap the socket left).
 */
export function liveContent(polled: string, streamed: StreamState | undefined): string {
  const live = streamed?.content ?? '';
  return live.length > polled.length ? live : polled;
}
