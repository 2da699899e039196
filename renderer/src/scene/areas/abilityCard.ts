import { abilityCardText } from '../../game/names';
import type { AbilityId } from '../../game/engine';
import { wrapText, type MeasureText, type TextBox } from '../wrapText';

/**
 * What an ability card in the offer says, and the box it says it in (table pixels; the table is scaled as a whole,
 * so what fits at 1280×720 fits at every window size). Kept free of PixiJS so a test can lay the cards out.
 */

export const CARD_NAME_STYLE = { fontSize: 12, fontWeight: '800' } as const;
export const CARD_TEXT_STYLE = { fontSize: 11, lineHeight: 12 } as const;
/** The card is 73 × 77 under its 17-pixel header gap; the name sits on top, the text below it with 4 pixels each side. */
export const CARD_NAME_WIDTH = 69;
export const CARD_TEXT_BOX: TextBox = { width: 65, height: 58, lineHeight: CARD_TEXT_STYLE.lineHeight };

/** The card's short text, wrapped into the lines it is drawn in; the full rule is in the card's tooltip. */
export const abilityCardLines = (ability: AbilityId, measure: MeasureText): string[] =>
  wrapText(abilityCardText(ability), CARD_TEXT_BOX.width, measure);
