import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient, ApiError } from './api-client.js';

export interface SessionUser {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly role?: string;
  readonly isGuest?: boolean;
  readonly isIndependentLearner?: boolean;
  readonly isIndependentInstructor?: boolean;
  /** Set once the account is a member of a project: the person authors. */
  readonly linkedAuthorAccount?: { readonly email: string } | null;
  /** An IANA zone, or null for the browser's own. */
  readonly selectedTimezone?: string | null;
}

interface SessionValue {
  readonly api: ApiClient;
  /** `undefined` while the first `/auth/me` is in flight, `null` when signed out. */
  readonly user: SessionUser | null | undefined;
  signIn(email: string, password: string): Promise<SessionUser>;
  register(name: string, email: string, password: string): Promise<SessionUser>;
  /** Takes the user as an account edit answered it. */
  updateUser(user: SessionUser): void;
  /** Opens a guest session: an account that lives as long as the session (delivery §1). */
  continueAsGuest(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export interface SignedIn {
  readonly user: SessionUser;
  readonly csrfToken?: string;
}

/** Asks the server who is signed in; the web app starts this before its first render. */
export function fetchSession(api: ApiClient): Promise<SignedIn | null> {
  return api.get<SignedIn>('/auth/me').then(
    (answer) => answer,
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) console.error(error);
      return null;
    },
  );
}

/**
 * Holds who is signed in and the API client that carries their CSRF token. `known` is the
 * session the server drew the page for (its answer to who is signed in, already given to
 * the client, which carries its CSRF token): the first render then shows what the
 * server's did.
 */
export function SessionProvider({ api, session, known, children }: { api: ApiClient; session?: Promise<SignedIn | null>; known?: SignedIn | null; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(known === undefined ? undefined : (known?.user ?? null));

  const accept = useCallback(
    (answer: SignedIn) => {
      api.setCsrfToken(answer.csrfToken);
      setUser(answer.user);
      return answer.user;
    },
    [api],
  );

  useEffect(() => {
    if (known !== undefined) return;
    void (session ?? fetchSession(api)).then((answer) => (answer ? accept(answer) : setUser(null)));
  }, [api, session, known, accept]);

  const value = useMemo<SessionValue>(
    () => ({
      api,
      user,
      signIn: async (email, password) => accept(await api.post<SignedIn>('/auth/login', { email, password })),
      register: async (name, email, password) => accept(await api.post<SignedIn>('/auth/register', { name, email, password })),
      continueAsGuest: async () => void accept(await api.post<SignedIn>('/auth/guest')),
      updateUser: (next) => setUser(next),
      signOut: async () => {
        await api.post('/auth/logout');
        api.setCsrfToken(undefined);
        setUser(null);
      },
    }),
    [api, user, accept],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

export function useApi(): ApiClient {
  return useSession().api;
}
