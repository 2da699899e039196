import { AdvancedSection } from './advancedSections';
import { DiceSection, TurnSection } from './playSections';
import { FishingSection, ResourcesSection } from './resourceSections';
import { BuildingsSection, VillageSection } from './villageSections';
import { IconsSection } from './iconLegendSection';
import { OrdersSection, TavernsSection, TechnologySection } from './progressSections';
import { RoundsSection, ScoringSection, SoloSection } from './roundSections';
import { EditionsSection, TableRulesSection } from './optionsSections';

/** The rules reference's sections, in the order of RULES.md, then the icon legend; their titles are rules.section.<id>. */
export const RULES_SECTIONS = [
  { id: 'turn', Body: TurnSection },
  { id: 'dice', Body: DiceSection },
  { id: 'village', Body: VillageSection },
  { id: 'buildings', Body: BuildingsSection },
  { id: 'resources', Body: ResourcesSection },
  { id: 'fishing', Body: FishingSection },
  { id: 'technology', Body: TechnologySection },
  { id: 'orders', Body: OrdersSection },
  { id: 'taverns', Body: TavernsSection },
  { id: 'rounds', Body: RoundsSection },
  { id: 'scoring', Body: ScoringSection },
  { id: 'solo', Body: SoloSection },
  { id: 'advanced', Body: AdvancedSection },
  { id: 'table-rules', Body: TableRulesSection },
  { id: 'editions', Body: EditionsSection },
  { id: 'icons', Body: IconsSection },
] as const satisfies readonly { id: string; Body: () => React.JSX.Element }[];

export type RulesSectionId = (typeof RULES_SECTIONS)[number]['id'];
