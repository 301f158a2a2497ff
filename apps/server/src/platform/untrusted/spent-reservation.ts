/** A held unit of a budget (modules/usage Reservation). */
interface Held {
  release(): Promise<void>;
}

/**
 * Runs `work` on a unit of a budget reserved before it, and decides whether a refusal gives the unit back:
 * only when no work was spent on the request yet. `work` calls `spent()` once the costly part began (a
 * worker took the file, a remote server answered): from then on the unit stays used even if the request
 * is refused, so a hostile file cannot be tried again and again for free (issue 33, item 2).
 */
export async function onReservedUnit<T>(reservation: Held, work: (spent: () => void) => Promise<T>): Promise<T> {
  let kept = false;
  try {
    return await work(() => (kept = true));
  } catch (error) {
    if (!kept) await reservation.release();
    throw error;
  }
}
