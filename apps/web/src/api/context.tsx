import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient, CsrfStore } from './client';

interface Api {
  client: ApiClient;
  csrf: CsrfStore;
}

const ApiContext = createContext<Api | null>(null);

/** Makes the typed client available to every feature's hooks. */
export function ApiProvider({ value, children }: { value: Api; children: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The typed client and the CSRF store of the application. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (api === null) throw new Error('useApi outside <ApiProvider>');
  return api;
}
