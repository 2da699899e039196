import type { CatalogShape } from '../catalog';
import type { enPace } from './en';

/** Die deutschen Wörter für das Tempo der Partie und ihre Momente (siehe en.ts). */
export const dePace: CatalogShape<typeof enPace> = {
  pace: {
    botSpeed: 'Bot-Tempo (so lange dauert ein Bot-Zug höchstens)',
    botSpeedSlow: 'Langsam (4 s pro Zug)',
    botSpeedNormal: 'Normal (2 s pro Zug)',
    botSpeedFast: 'Schnell (1 s pro Zug)',
    botSpeedInstant: 'Sofort',
    skipToMyTurn: 'Zu meinem Zug springen',
    skipToMyTurnTitle: 'Die Züge der anderen sofort und ohne Animationen ausspielen, bis du entscheiden musst (T)',
    skipping: 'Springe zu deinem Zug …',
  },
  sinceLast: {
    title: 'Seit deinem letzten Zug, {{name}}',
    label: 'Was die anderen seit deinem letzten Zug getan haben',
    replay: 'Wiederholung',
    replayTitle:
      'Die Partie so ansehen, wie sie direkt danach stand (öffnet die Wiederholung; „Schließen“ kehrt hierher zurück)',
    hide: 'Ausblenden',
    show: 'Seit deinem letzten Zug ({{count}})',
  },
  banner: {
    roundStart: 'Runde {{round}}',
    roundStartDetail: 'Die Würfel sind geworfen · {{name}} beginnt',
    roundEnd: 'Ende von Runde {{round}}',
    roundEndDetail: 'Die Arbeiter kehren heim, alle Würfel werden neu geworfen',
    finalScoring: 'Schlusswertung',
  },
  celebrate: {
    row: '{{name}} hat Reihe {{index}} vollendet!',
    column: '{{name}} hat Spalte {{index}} vollendet!',
    crateSet_one: '{{name}} hat einen vollständigen Kistensatz geliefert!',
    crateSet_other: '{{name}} hat den {{count}}. Kistensatz geliefert!',
    trackTop: '{{name}} hat die Spitze von {{track}} erreicht!',
    medal: 'Medaille: {{medal}}!',
  },
};
