// The script nonce of the page being rendered (server/http/csp.ts). The server renders it on every
// inline script; in the browser it is "" (browsers hide nonces, and scripts React adds later are
// loaded from this site, which the policy allows).
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
