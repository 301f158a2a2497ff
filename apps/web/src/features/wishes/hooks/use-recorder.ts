import { WISH_MAX_DURATION_SECONDS } from '@reeprise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'denied' | 'unsupported' | 'failed';

/** Formats the browser can record, best first; the server checks the audio by its content. */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

const EXTENSIONS: [string, string][] = [
  ['audio/webm', 'webm'],
  ['audio/ogg', 'ogg'],
  ['audio/mp4', 'm4a'],
  ['audio/wav', 'wav'],
  ['audio/mpeg', 'mp3'],
];

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** A file name whose extension matches the recording's type. */
export function recordingFileName(type: string): string {
  const extension = EXTENSIONS.find(([prefix]) => type.startsWith(prefix))?.[1] ?? 'webm';
  return `wish.${extension}`;
}

const isPermissionError = (error: unknown) =>
  error instanceof DOMException &&
  ['NotAllowedError', 'SecurityError', 'PermissionDeniedError'].includes(error.name);

/**
 * Records the microphone with MediaRecorder. `start` asks for permission; `stop` hands the
 * recording to `onRecorded`. Stops by itself at the server's duration limit.
 */
export function useRecorder(onRecorded: (recording: Blob) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const releaseMicrophone = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setStatus('unsupported');
      return;
    }
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setStatus(isPermissionError(error) ? 'denied' : 'failed');
      return;
    }
    streamRef.current = stream;
    try {
      const mimeType = pickMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        releaseMicrophone();
        recorderRef.current = null;
        setStatus('idle');
        const type = recorder.mimeType || mimeType || chunks[0]?.type || 'audio/webm';
        onRecordedRef.current(new Blob(chunks, { type }));
      };
      recorderRef.current = recorder;
      recorder.start(1000);
      setSeconds(0);
      setStatus('recording');
    } catch {
      releaseMicrophone();
      setStatus('failed');
    }
  }, [releaseMicrophone]);

  // the elapsed time, and the stop at the longest recording the server accepts
  useEffect(() => {
    if (status !== 'recording') return;
    const timer = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, [status]);
  useEffect(() => {
    if (status === 'recording' && seconds >= WISH_MAX_DURATION_SECONDS - 1) stop();
  }, [seconds, status, stop]);

  // leaving the page never leaves the microphone on
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.onstop = null;
        if (recorder.state !== 'inactive') recorder.stop();
      }
      releaseMicrophone();
    },
    [releaseMicrophone],
  );

  return { status, seconds, start, stop };
}
