/**
 * Pages the server drew, by what they were drawn from, least recently used first, within
 * a budget of bytes. A lesson page is a function of its address and the state its ETag
 * covers (the build, the reader's session, the publication, the revision, the attempts),
 * so a page asked for again with nothing changed goes out as the bytes drawn the first
 * time; any change gives another key, and the old entry ages out.
 */
export class DrawnPageCache {
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used goes last.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: Buffer): void {
    if (page.length > this.maxBytes / 4) return;
    const known = this.pages.get(key);
    if (known) {
      this.pages.delete(key);
      this.bytes -= known.length;
    }
    this.pages.set(key, page);
    this.bytes += page.length;
    for (const [oldest, dropped] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= dropped.length;
    }
  }

  /** How many pages are kept, and their bytes. */
  size(): { readonly pages: number; readonly bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}
