import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type * as StreamSocket from '@/lib/stream-socket';
import type { StreamState } from '@/lib/stream-socket';

type SocketModule = typeof StreamSocket;

// the shared stream socket parses its messages with the contract's schemas (zod): it loads when a text or
// chapter is still being written, not with every reader (decision 022)
let loaded: SocketModule | undefined;
let loading: Promise<SocketModule> | undefined;
const loadSocket = () =>
  (loading ??= import('@/lib/stream-socket').then((module) => (loaded = module)));

/**
 * The live state of a text (`chapterNumber` null) or chapter while `enabled`, as lib/use-stream's
 * useStream, with the socket's module loaded on demand: undefined until it is there.
 */
export function useLazyStream(textId: number, chapterNumber: number | null, enabled: boolean): StreamState | undefined {
  const [socket, setSocket] = useState(loaded);
  useEffect(() => {
    if (!enabled || socket) return;
    let current = true;
    loadSocket()
      .then((module) => current && setSocket(module))
      .catch(() => undefined); // polling still shows the text as it is written
    return () => {
      current = false;
    };
  }, [enabled, socket]);
  const target = useMemo(
    () => (enabled && socket ? { text_id: textId, chapter_number: chapterNumber } : null),
    [textId, chapterNumber, enabled, socket],
  );
  const subscribe = useCallback(
    (onChange: () => void) => (target && socket ? socket.getStreamSocket().subscribe(target, onChange) : () => undefined),
    [target, socket],
  );
  const getSnapshot = () => (target && socket ? socket.getStreamSocket().getState(target) : undefined);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * What to show of a text still being written: the streamed content or the polled one, whichever is
 * longer (lib/use-stream's liveContent, which this file may not import: it brings the socket along).
 */
export function liveContent(polled: string, streamed: StreamState | undefined): string {
  const live = streamed?.content ?? '';
  return live.length > polled.length ? live : polled;
}
