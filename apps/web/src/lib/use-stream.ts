import type { StreamTarget } from '@reeprise/contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getStreamSocket, type StreamState } from './stream-socket';

/** The live state of a stream from the shared stream socket; undefined for null or before anything arrived. */
function useTargetStream(target: StreamTarget | null): StreamState | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => (target ? getStreamSocket().subscribe(target, onChange) : () => undefined),
    [target],
  );
  const getSnapshot = () => (target ? getStreamSocket().getState(target) : undefined);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The live content of a text (`chapterNumber` null) or chapter while `enabled`. */
export function useStream(
  textId: number,
  chapterNumber: number | null,
  enabled: boolean,
): StreamState | undefined {
  const target = useMemo(
    () => (enabled ? { text_id: textId, chapter_number: chapterNumber } : null),
    [textId, chapterNumber, enabled],
  );
  return useTargetStream(target);
}

/** The live content of a tutor's answer while it is written (`messageId` null: none). */
export function useChatAnswerStream(messageId: number | null): StreamState | undefined {
  const target = useMemo(() => (messageId === null ? null : { message_id: messageId }), [messageId]);
  return useTargetStream(target);
}

/**
 * What to show of a text still being written: the streamed content or the polled one, whichever is
 * longer (both only ever grow within one attempt; polling fills any gap the socket left).
 */
export function liveContent(polled: string, streamed: StreamState | undefined): string {
  const live = streamed?.content ?? '';
  return live.length > polled.length ? live : polled;
}
