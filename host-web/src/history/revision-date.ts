const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a revision was written, in the reader's language and time zone. */
export function revisionDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}
