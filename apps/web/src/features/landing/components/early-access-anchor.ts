/** The early-access box's id: the JOIN NOW buttons lead there (and `#early-access` works without script). */
export const EARLY_ACCESS_ID = 'early-access';

/**
 * Brings the visitor to the early-access box: scrolls it into view (smoothly unless they prefer reduced
 * motion) and puts the keyboard focus in its e-mail field, or on the box once the address was sent.
 */
export function goToEarlyAccess(): void {
  const box = document.getElementById(EARLY_ACCESS_ID);
  if (!box) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  box.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  const target = box.querySelector<HTMLElement>('input[type="email"]') ?? box;
  target.focus({ preventScroll: true });
}
