/** Only paths of this app, so a crafted link cannot send anyone elsewhere after sign-in. */
export function safeNext(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(next)) return undefined;
  // Resolved as a browser would: dot segments can fold `/.//evil.example` into `//evil.example`.
  const base = 'http://quire.invalid';
  const url = URL.canParse(next, base) ? new URL(next, base) : undefined;
  if (!url || url.origin !== base || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a person lands after signing in or creating an account: the page that sent them
 * (`?next=`), else the section they came from (`?section=`, the guest prompts' links),
 * else Projects for anyone who authors and My Courses, the home page, for everyone else.
 */
export function landingPath(user: { readonly linkedAuthorAccount?: unknown }, params: URLSearchParams): string {
  const next = safeNext(params.get('next'));
  if (next) return next;
  const section = params.get('section');
  if (section && /^[A-Za-z0-9_-]{1,100}$/.test(section)) return `/sections/${section}`;
  return user.linkedAuthorAccount ? '/authoring' : '/';
}
