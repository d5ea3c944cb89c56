import type { ApiClient } from "@placar/api-client/client";
import { createContext, use, type ReactNode } from "react";

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The api-client of this render: same-origin in the browser, in-process on the server. */
export function useApi(): ApiClient {
  const client = use(ApiContext);
  if (!client) throw new Error("ApiProvider ausente");
  return client;
}
