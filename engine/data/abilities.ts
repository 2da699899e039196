/** Ability tiles (RULES §9.4, E1): permanent. */
export const ABILITY_IDS = [
  'shipwright',
  'carpenter',
  'smith',
  'navigator',
  'foreman',
  'merchant',
  'pilot',
  'innkeeper',
] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

export interface AbilityDef {
  readonly id: AbilityId;
  readonly name: string;
  readonly text: string;
}

export const ABILITIES: Readonly<Record<AbilityId, AbilityDef>> = {
  shipwright: { id: 'shipwright', name: 'Shipwright', text: 'Your boat has one more slot.' },
  carpenter: { id: 'carpenter', name: 'Carpenter', text: 'Build small costs no wood.' },
  smith: { id: 'smith', name: 'Smith', text: 'Free-action improve costs 1 fish less (never below 0).' },
  navigator: { id: 'navigator', name: 'Navigator', text: '+2 VP each time you return home.' },
  foreman: {
    id: 'foreman',
    name: 'Foreman',
    text: 'Once per round a worker may activate a building that holds a die.',
  },
  merchant: { id: 'merchant', name: 'Merchant', text: '+2 fish each time you complete an order.' },
  pilot: { id: 'pilot', name: 'Pilot', text: 'Once per turn, change a die by ±1 for free.' },
  innkeeper: { id: 'innkeeper', name: 'Innkeeper', text: 'When you retire, +1 VP per crate on your docks.' },
};

/** Numbers the abilities use (E1). */
export const ABILITY_NUMBERS = {
  shipwrightExtraSlots: 1,
  smithImproveDiscount: 1,
  navigatorVp: 2,
  merchantFish: 2,
  pilotFreePips: 1,
  innkeeperVpPerCrate: 1,
} as const;
