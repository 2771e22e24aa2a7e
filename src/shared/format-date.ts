const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * `2026-11-19` -> `November 19, 2026`: a blog post's date as the blog shows it. Formatted when the
 * site is built, so every browser shows the same text and the page's script carries no formatter.
 */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}
