import { BETTING_HOUSES, type BettingHouse } from "@placar/core/houses";

// The data lives in core (plain product data): the API serves it and the design system's stories show it.
export { BETTING_HOUSES, type BettingHouse };

export function houseByName(name: string): BettingHouse | undefined {
  return BETTING_HOUSES.find((h) => h.house === name);
}
