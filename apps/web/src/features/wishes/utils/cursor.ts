/** `next` is a full URL; only its opaque cursor travels back. */
export function cursorOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, window.location.origin).searchParams.get('cursor');
}
