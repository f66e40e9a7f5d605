// Dates as the theme prints them.

/** ISO date (YYYY-MM-DD) in UTC, identical on the server and in every browser. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "21 November 2025", in UTC and without Intl, so the server and every browser print the same;
 * in another language (`locale`), as Intl writes a long date there, in the locale's calendar.
 */
export function humanDate(ms: number, locale?: { htmlLang: string; calendar: string } | null): string {
  const date = new Date(ms);
  if (locale && !/^en\b/.test(locale.htmlLang)) {
    try {
      return new Intl.DateTimeFormat(locale.htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', calendar: locale.calendar }).format(date);
    } catch {
      // A tag or calendar this browser does not know: the English form below.
    }
  }
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
