import { BuildingsSection, DiceSection, FishingSection, ResourcesSection, TurnSection, VillageSection } from './playSections';
import {
  IconsSection, OrdersSection, RoundsSection, ScoringSection, SoloSection, TavernsSection, TechnologySection,
} from './progressSections';

/** The rules reference's sections, in the order of RULES.md, then the icon legend. */
export const RULES_SECTIONS = [
  { id: 'turn', title: 'Your turn', Body: TurnSection },
  { id: 'dice', title: 'Dice', Body: DiceSection },
  { id: 'village', title: 'Village and chains', Body: VillageSection },
  { id: 'buildings', title: 'Buildings', Body: BuildingsSection },
  { id: 'resources', title: 'Resources', Body: ResourcesSection },
  { id: 'fishing', title: 'Fishing and the boat', Body: FishingSection },
  { id: 'technology', title: 'Technology', Body: TechnologySection },
  { id: 'orders', title: 'Orders and crates', Body: OrdersSection },
  { id: 'taverns', title: 'Taverns and docks', Body: TavernsSection },
  { id: 'rounds', title: 'Setup and rounds', Body: RoundsSection },
  { id: 'scoring', title: 'Scoring', Body: ScoringSection },
  { id: 'solo', title: 'Solo, medals, tasks', Body: SoloSection },
  { id: 'icons', title: 'Icons', Body: IconsSection },
] as const satisfies readonly { id: string; title: string; Body: () => React.JSX.Element }[];

export type RulesSectionId = (typeof RULES_SECTIONS)[number]['id'];
