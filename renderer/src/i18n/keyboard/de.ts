import type { CatalogShape } from '../catalog';
import type { enKeyboard } from './en';

/** Die deutschen Wörter für das Spiel mit der Tastatur (siehe en.ts). */
export const deKeyboard: CatalogShape<typeof enKeyboard> = {
  keyboard: {
    autoplayLabel: 'Deinen Zug dem Bot überlassen',
    autoplayQuestion: 'Soll der Bot den Rest deines Zugs spielen?',
    autoplayAssisted: 'Die Partie gilt dann als unterstützt: keine Medaille, kein Stern, keine Freischaltung.',
    autoplayConfirm: 'Bot spielen lassen (B)',
    undoOffAfterBuild:
      'Rückgängig ist aus: der Bau hat das nächste Plättchen seines Stapels aufgedeckt, und Aufgedecktes wird nicht zurückgenommen',
    autoplayCancel: 'Selbst weiterspielen (Esc)',
  },
};
