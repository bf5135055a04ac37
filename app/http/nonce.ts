import { createContext, useContext } from "react";

/**
 * The content security policy's script nonce of this response. Provided while the server renders (entry.server.tsx);
 * in the browser there is none (the attribute rendered by the server stays, and a nonce is never readable by scripts).
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
