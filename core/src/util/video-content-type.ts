const VIDEO_TYPES: ReadonlyMap<string, string> = new Map([
  ['mpeg', 'video/mpeg'],
  ['mpg', 'video/mpeg'],
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['ogg', 'video/ogg'],
  ['qt', 'video/quicktime'],
  ['mov', 'video/quicktime'],
]);

/**
 * The MIME type to put on a video `<source>`, from the file name or URL's extension:
 * "Video extension mapping: mpeg and mpg to video/mpeg; mp4; webm; ogg; qt and mov to
 * video/quicktime; default mp4". So `.mp4` → `video/mp4`, `.webm` → `video/webm`,
 * `.ogg` → `video/ogg`, and an unknown or missing extension → `video/mp4`.
 *
 * The extension is matched case-insensitively on the last path segment; a URL's query
 * string and fragment, and a host name, are ignored (`https://cdn.example.com/a.MOV?x=1`
 * → `video/quicktime`, `https://video.webm/` → `video/mp4`).
 * @public
 */
export function videoContentType(fileNameOrUrl: string): string {
  const path = fileNameOrUrl
    .trim()
    .split(/[?#]/, 1)[0]
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/^\/\/[^/]*/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot === -1) return 'video/mp4';
  return VIDEO_TYPES.get(name.slice(dot + 1).toLowerCase()) ?? 'video/mp4';
}
