/**
 * The options of every fast-check property in the tests: one fixed seed, so that each run — CI's too — draws the same
 * cases and a failure is reproduced by running the test again (fast-check prints the counterexample, the seed and the
 * path to it), and a bounded number of cases, so that a property costs what the cases it replaced did.
 */
export const PROPERTY_SEED = 20_260_401;

export function seededRuns(numRuns: number): { seed: number; numRuns: number } {
  return { seed: PROPERTY_SEED, numRuns };
}
