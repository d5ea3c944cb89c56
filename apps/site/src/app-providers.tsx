import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiClient } from "@placar/api-client/client";
import type { ReactNode } from "react";
import { ApiProvider } from "./lib/api-context.tsx";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
