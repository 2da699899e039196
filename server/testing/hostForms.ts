// Host's forms for the online server's tests, benchmarks and fault runs: what a host fills in to create a game.

/** A game of two people on edition 2 (its delivered crates lie face down). */
export const TWO_PEOPLE = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
