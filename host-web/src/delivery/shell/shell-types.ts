/**
 * The user the learner shell draws its account parts for (delivery §3, User (menu)), as
 * `GET /api/v1/auth/me` gives it. Only the name is required, so the app's `SessionUser`
 * fits; the other fields are read as absent or false when missing.
 */
export interface ShellUser {
  readonly name: string;
  readonly email?: string | null;
  readonly role?: string;
  readonly isGuest?: boolean;
  readonly isIndependentLearner?: boolean;
  readonly isIndependentInstructor?: boolean;
  /** In Quire a learner's account is also its author account: set once it is a member of a project. */
  readonly linkedAuthorAccount?: { readonly email: string } | null;
  /** An IANA zone, or null for the browser's own. */
  readonly selectedTimezone?: string | null;
}

/**
 * The account menu's and the guest prompts' link targets (delivery §2, "a routes set").
 * Sign out is not here: it is the `onSignOut` callback (the API's logout).
 */
export interface ShellRoutes {
  /** Sign in; guests get `?section={sectionSlug}`. */
  readonly signin: string;
  /** Create account; guests get `?section={sectionSlug}`. */
  readonly register: string;
  /** Go to Course Author. */
  readonly projects: string;
  /** Link Existing Account, Link a different account. */
  readonly linkAccount: string;
  /** Edit Account (independent learners). */
  readonly editAccount: string;
  /** My Courses (independent learners and instructors). */
  readonly openAndFreeIndex: string;
  /** Where the timezone form posts. */
  readonly updateTimezone: string;
}

/**
 * Quire's paths. The spec's `/users/log_in` and `/users/register` are this app's `/login`
 * and `/register`; Edit Account is `/account` and My Courses `/sections`. A learner's account
 * is also its author account, so linking one means signing in and going to Projects.
 */
export const DEFAULT_SHELL_ROUTES: ShellRoutes = {
  signin: '/login',
  register: '/register',
  projects: '/authoring',
  linkAccount: '/login?next=%2Fauthoring',
  editAccount: '/account',
  openAndFreeIndex: '/sections',
  updateTimezone: '/api/v1/timezone',
};

export function shellRoutes(overrides?: Partial<ShellRoutes>): ShellRoutes {
  return overrides ? { ...DEFAULT_SHELL_ROUTES, ...overrides } : DEFAULT_SHELL_ROUTES;
}

/** `path?section={sectionSlug}`, or the path alone without a section. */
export function withSection(path: string, sectionSlug: string | undefined): string {
  if (!sectionSlug) return path;
  return `${path}${path.includes('?') ? '&' : '?'}section=${encodeURIComponent(sectionSlug)}`;
}

/** Reads and writes browser storage without failing where it is disabled (private modes, sandboxed frames). */
export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return (kind === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}

/** True inside an iframe (an LMS frame): sign-out is disabled there (delivery §5). */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses access to `top`: that is a frame too.
    return true;
  }
}

/** The label of the timezone that follows the browser (delivery §2). */
export const BROWSER_DEFAULT_LABEL = 'Browser Default';
