const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as Intl's medium date and short time print it in the interface languages, in the browser's
 * time zone: "Nov 27, 2026, 2:05 PM", "27.11.2026, 14:05". Written out because the first
 * Intl.DateTimeFormat of a page loads the locale's calendar data: about 50 ms on the text list's first
 * render on a desktop, four times that on a phone (docs/performance.md). date-time.test.ts holds it to Intl.
 */
export function formatDateTime(iso: string, uiLanguage: string): string {
  const date = new Date(iso);
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  const [hours, minutes] = [date.getHours(), date.getMinutes()];
  if (uiLanguage.startsWith('de')) {
    return `${twoDigits(day)}.${twoDigits(month + 1)}.${year}, ${twoDigits(hours)}:${twoDigits(minutes)}`;
  }
  // a no-break space keeps "PM" with its time (current CLDR data has a narrow one, which the common
  // sans-serif fonts of Linux lack: every text list would look for a fallback font)
  return `${MONTHS[month]} ${day}, ${year}, ${hours % 12 || 12}:${twoDigits(minutes)}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
}
