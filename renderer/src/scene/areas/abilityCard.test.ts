import { afterAll, describe, expect, it } from 'vitest';
import { data } from '../../game/engine';
import { abilityName } from '../../game/names';
import { LANGUAGES, i18n, loadLanguage } from '../../i18n';
import { alegreyaSansMeasure } from '../../../testing/glyphWidths';
import { textFits } from '../wrapText';
import { CARD_NAME_STYLE, CARD_NAME_WIDTH, CARD_TEXT_BOX, CARD_TEXT_STYLE, abilityCardLines } from './abilityCard';

const textWidth = alegreyaSansMeasure(400, CARD_TEXT_STYLE.fontSize);
const nameWidth = alegreyaSansMeasure(CARD_NAME_STYLE.fontWeight === '800' ? 800 : 400, CARD_NAME_STYLE.fontSize);

describe('every ability card in the offer holds its name and text, at 11 px or more, in every language', () => {
  afterAll(() => i18n.changeLanguage('en'));
  for (const language of LANGUAGES) {
    it(`${language}: the name fits the card's width, the wrapped text fits the card's text box`, async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      expect(
        i18n.hasResourceBundle(language, 'translation'),
        'the catalog is loaded, or this would lay out English',
      ).toBe(true);
      expect(CARD_TEXT_STYLE.fontSize).toBeGreaterThanOrEqual(11);
      const overflowing = data.ABILITY_IDS.flatMap((ability) => {
        const lines = abilityCardLines(ability, textWidth);
        const name = abilityName(ability);
        return [
          ...(nameWidth(name) <= CARD_NAME_WIDTH ? [] : [`${name}: name ${nameWidth(name).toFixed(1)} px wide`]),
          ...(textFits(lines, CARD_TEXT_BOX, textWidth)
            ? []
            : [`${name}: ${lines.map((l) => `${l} (${textWidth(l).toFixed(0)} px)`).join(' / ')}`]),
        ];
      });
      expect(overflowing).toEqual([]);
    });
  }
});
