/**
 * What other workspace packages may use of the demo simulation (`@placar/api/demo`, package.json "exports"): the e2e
 * journeys read the same deterministic world as the server they start (same seed, same clock), to know which goals
 * and price moves fall when and set the server's clock (`PLACAR_NOW`) accordingly.
 */
export { DemoProvider, type DemoProviderOptions } from "./demo-provider.ts";
export { BUCKET_MS } from "./simulation.ts";
export type { ProviderFixture, ProviderOdds } from "../fixture-types.ts";
