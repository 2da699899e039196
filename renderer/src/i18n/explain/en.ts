/**
 * The English words for why a bot (or a hint) chose a move: renderer/src/game/explain.ts puts the bots' structured
 * explanations (engine/bots/explain.ts) into these sentences.
 */
export const enExplain = {
  only: 'The only sensible choice here.',
  random: 'Picked at random.',
  gainsMove: 'Right away: {{items}}.',
  gainsTurn: 'This turn: {{items}}.',
  nothing: 'Nothing else on offer was worth more just now.',
  prospects: 'Sets up {{items}}.',
  ahead: 'About {{points}} better than {{rival}}.',
  even: 'About as good as {{rival}}.',
  behind: 'About {{points}} behind {{rival}}.',
  points: '{{points, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} VP',
  achieved: {
    techSteps_one: 'a step on the {{track}} track',
    techSteps_other: '{{count}} steps on the {{track}} track',
    orders_one: 'an order',
    orders_other: '{{count}} orders',
    buildings_one: 'a building',
    buildings_other: '{{count}} buildings',
    sailed: 'the boat out to section {{section}}',
    returnedHome: 'the boat home from section {{section}}',
    workers_one: 'a worker',
    workers_other: '{{count}} workers',
    ability: 'the {{ability}} ability',
  },
  prospect: {
    techStep: 'the next {{track}} step',
    order: 'order {{stack}}',
    boatHome: '{{vp}} when the boat comes home',
  },
  rival: {
    whitePlace: 'the white {{face}} in column {{value}}',
    orangePlace: 'the orange {{face}} in row {{value}}',
    whiteAside: 'setting the white {{face}} aside',
    orangeAside: 'setting the orange {{face}} aside',
    action: '“{{action}}”',
  },
} as const;
