/** A stored timestamp in the interface language. */
export function formatDateTime(value: string, language: string): string {
  return new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
