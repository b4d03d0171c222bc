import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { isLoggedIn, signedOutSession, type Session } from "./session-rules";

/** The local-storage key of the session (ours: the spec names none). */
export const SESSION_STORAGE_KEY = "accountSession";

export interface SessionState extends Session {
  /** The nonce of the login form post in flight (spec 3 §4), until its callback arrives. */
  nonce: string | null;
  /** spec 3 §4: the page to come back to after signing in again (set when a session ends by expiry). */
  savedPath: string | null;
  /** True once local storage has been read (in the browser; never during SSR). */
  hydrated: boolean;
  /** Stores the nonce before the login form is posted. */
  startLogin: (nonce: string) => void;
  /** Stores a login callback's session; the nonce and the saved path are used up. */
  signIn: (session: Session) => void;
  /** A silent renew's new tokens for the same user (spec 3 §4): the saved path and a pending nonce stay. */
  renew: (session: Session) => void;
  /** spec 3 §4: logout clears the flags, both tokens and any pending nonce. */
  signOut: () => void;
  /** A session that ended by expiry: signed out, with the page saved for after the next login. */
  expire: (returnUrl: string) => void;
  savePath: (path: string) => void;
  markHydrated: () => void;
}

/** What a logout leaves: no flags, no tokens, no nonce. The saved path is a navigation memo and stays. */
export function loggedOutState(): Pick<SessionState, keyof Session | "nonce"> {
  return { ...signedOutSession, nonce: null };
}

/**
 * The signed-in session (spec 3 §4), persisted in local storage under `accountSession`. The
 * browser reads it when this module loads; server renders and the first client render use the
 * signed-out initial state (zustand's server snapshot), so the HTML never depends on it.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOutSession,
      nonce: null,
      savedPath: null,
      hydrated: false,
      startLogin: (nonce) => set({ nonce }),
      signIn: (session) => set({ ...session, nonce: null, savedPath: null }),
      renew: (session) => set(session),
      signOut: () => set(loggedOutState()),
      expire: (returnUrl) => set({ ...loggedOutState(), savedPath: returnUrl }),
      savePath: (path) => set({ savedPath: path }),
      markHydrated: () => set({ hydrated: true }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      // No window during SSR: the store then keeps its signed-out state and persists nothing.
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ isLoggedIn: flag, userId, accessToken, idToken, nonce, savedPath }) => ({
        isLoggedIn: flag,
        userId,
        accessToken,
        idToken,
        nonce,
        savedPath,
      }),
      // Runs inside create() on the first read, so it goes through the state, not the hook.
      onRehydrateStorage: () => (state) => state?.markHydrated(),
    },
  ),
);

export const selectIsLoggedIn = (state: SessionState) => isLoggedIn(state);
export const selectAccessToken = (state: SessionState) => state.accessToken;
export const selectHydrated = (state: SessionState) => state.hydrated;
export const selectNonce = (state: SessionState) => state.nonce;
export const selectSavedPath = (state: SessionState) => state.savedPath;
export const selectUserId = (state: SessionState) => state.userId;
