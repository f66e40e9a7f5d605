// Dates as the theme prints them.

/** ISO date (YYYY-MM-DD) in UTC, identical on the server and in every browser. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "21 November 2025", in UTC and without Intl, so the server and every browser print the same. */
export function humanDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
