/**
 * The seven seeded betting houses (docs/product.md#betting-houses), in its spelling and order. Each prices the 1X2
 * market with its own margin (overround: the sum of the implied probabilities minus one), so the best price per outcome
 * moves between houses from match to match the way a comparison site expects.
 */

export interface DemoHouse {
  /** Exactly as docs/product.md#betting-houses spells it. */
  name: string;
  /** 1X2 overround, e.g. 0.055 = the three implied probabilities add up to 105.5%. */
  margin: number;
  /** How far this house's view of a match wanders from the consensus (log-probability amplitude). */
  noise: number;
}

export const DEMO_HOUSES: readonly DemoHouse[] = [
  { name: "Bateu Bet", margin: 0.055, noise: 0.03 },
  { name: "HanzBet", margin: 0.068, noise: 0.035 },
  { name: "MC Games", margin: 0.079, noise: 0.04 },
  { name: "BetPontoBet", margin: 0.046, noise: 0.025 },
  { name: "MGM Bet", margin: 0.038, noise: 0.02 },
  { name: "Geral Bet", margin: 0.072, noise: 0.035 },
  { name: "Lotogreen", margin: 0.062, noise: 0.03 },
];
