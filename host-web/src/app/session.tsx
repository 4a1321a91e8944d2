import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient, ApiError } from './api-client.js';

export interface SessionUser {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly isGuest?: boolean;
}

interface SessionValue {
  readonly api: ApiClient;
  /** `undefined` while the first `/auth/me` is in flight, `null` when signed out. */
  readonly user: SessionUser | null | undefined;
  signIn(email: string, password: string): Promise<void>;
  register(name: string, email: string, password: string): Promise<void>;
  /** Opens a guest session: an account that lives as long as the session (delivery §1). */
  continueAsGuest(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

interface SignedIn {
  readonly user: SessionUser;
  readonly csrfToken?: string;
}

/** Holds who is signed in and the API client that carries their CSRF token. */
export function SessionProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);

  const accept = useCallback(
    (answer: SignedIn) => {
      api.setCsrfToken(answer.csrfToken);
      setUser(answer.user);
    },
    [api],
  );

  useEffect(() => {
    api.get<SignedIn>('/auth/me').then(accept, (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) console.error(error);
      setUser(null);
    });
  }, [api, accept]);

  const value = useMemo<SessionValue>(
    () => ({
      api,
      user,
      signIn: async (email, password) => accept(await api.post<SignedIn>('/auth/login', { email, password })),
      register: async (name, email, password) => accept(await api.post<SignedIn>('/auth/register', { name, email, password })),
      continueAsGuest: async () => accept(await api.post<SignedIn>('/auth/guest')),
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
