import type { CatalogShape } from '../catalog';
import type { enKeyboard } from './en';

/** As palavras em português do jogo pelo teclado (ver en.ts). */
export const ptKeyboard: CatalogShape<typeof enKeyboard> = {
  keyboard: {
    autoplayLabel: 'Passar o seu turno ao bot',
    autoplayQuestion: 'Deixar o bot jogar o resto do seu turno?',
    autoplayAssisted: 'A partida passa a contar como assistida: sem medalha, estrela nem desbloqueio.',
    autoplayConfirm: 'Deixar o bot jogar (B)',
    undoOffAfterBuild:
      'Desfazer está desligado: a construção revelou a peça seguinte da pilha, e nada revelado é desfeito',
    autoplayCancel: 'Continuar a jogar (Esc)',
  },
};
