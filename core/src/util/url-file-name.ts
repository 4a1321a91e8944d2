/**
 * The file name at the end of an address, decoded, without its query or fragment
 * (`/media/p/Bird%20song.mp3?x=1` → `Bird song.mp3`); `''` for an address ending in `/`.
 * A name that does not decode is given as it is.
 * @public
 */
export function urlFileName(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
