import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

const INFO = '/api/wishes/wish_spaces/3/upload_info/';
const UPLOAD = '/api/wishes/wish_spaces/3/wishes/';

/** A MediaRecorder that hands over one chunk when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: MediaStream, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['fake opus'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const stopTrack = vi.fn();
function stubMicrophone(getUserMedia: () => Promise<unknown>) {
  const stub = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: stub }, configurable: true });
  return stub;
}

function uploadServer(
  info: { status: number; body?: unknown } = { status: 200, body: { id: 3, name: 'Anna’s birthday' } },
) {
  return new FakeServer()
    .on('GET', INFO, () => info)
    .on('POST', UPLOAD, () => ({
      status: 201,
      body: {
        id: 1,
        title: 'Grandpa',
        created_at: '2025-01-01T10:00:00Z',
        audio_url: '/x',
        content_type: 'audio/webm',
        size: 9,
      },
    }));
}

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('wish upload page', () => {
  test('without a token: Something went wrong!', async () => {
    const { server } = renderRoute('/wishspace/3/upload', { server: uploadServer() });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  test.each([401, 403, 404])('a token the server refuses (%i): Upload not accessible', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server } = renderRoute('/wishspace/3/upload?token=stale', {
      server: uploadServer({ status, body: { detail: 'Invalid token.' } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Upload not accessible' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', INFO)[0]?.headers.get('authorization')).toBe('Token stale');
  });

  test('a denied microphone: Please allow recording sound!', async () => {
    const getUserMedia = stubMicrophone(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    const { user } = renderRoute('/wishspace/3/upload?token=good', { server: uploadServer() });
    await user.click(await screen.findByRole('button', { name: 'Start recording' }, { timeout: 5000 }));
    expect(await screen.findByText('Please allow recording sound!')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  });

  test('records, uploads on stop with the token, then thanks the guest', async () => {
    stubMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    document.cookie = 'csrftoken=guest-csrf; path=/';
    const { user, server } = renderRoute('/wishspace/3/upload?token=good', { server: uploadServer() });
    expect(await screen.findByText('A wish for Anna’s birthday', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (optional)'), 'Grandpa');
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const upload = server.requestsTo('POST', UPLOAD)[0];
    expect(upload?.headers.get('authorization')).toBe('Token good');
    const form = upload?.body as FormData;
    expect(form.get('csrfmiddlewaretoken')).toBe('guest-csrf');
    expect(form.get('title')).toBe('Grandpa');
    expect(form.get('space')).toBe('3');
    const file = form.get('sound_file') as File;
    expect(file.name).toBe('wish.webm');
    expect(file.type).toBe('audio/webm;codecs=opus');
    await waitFor(() => expect(stopTrack).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Record another wish' }));
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });
});
