import type { CatalogShape } from '../catalog';
import type { enReview } from './en';

/** Die deutschen Wörter zum Rückblick auf eine Partie (siehe en.ts): Wiederholung, Übergabe am Tisch, „von hier weiterspielen“. */
export const deReview: CatalogShape<typeof enReview> = {
  replay: {
    label: 'Steuerung der Wiederholung',
    previous: 'Zurück',
    next: 'Weiter',
    prevTurn: '◀ Zug',
    nextTurn: 'Zug ▶',
    prevTurnTitle: 'Zum Beginn dieses Zugs oder des vorigen (Umschalt+←)',
    nextTurnTitle: 'Zum Beginn des nächsten Zugs (Umschalt+→)',
    prevRound: '◀◀ Runde',
    nextRound: 'Runde ▶▶',
    prevRoundTitle: 'Zum Beginn dieser Runde oder der vorigen (Bild ↑)',
    nextRoundTitle: 'Zum Beginn der nächsten Runde (Bild ↓)',
    play: 'Abspielen',
    pause: 'Pause',
    speed: 'Tempo der Wiederholung',
    speedSlow: 'Langsam',
    speedNormal: 'Normal',
    speedFast: 'Schnell',
    scrub: 'Zeitpunkt der Partie',
    caption: 'Wiederholung — nach Zug {{count}} von {{total}}, Runde {{round}}',
    captionDeal: 'Wiederholung — das Austeilen, vor Zug 1 von {{total}}',
    playOn: 'Von hier weiterspielen',
    playOnTitle: 'Eine neue Partie genau ab diesem Moment beginnen; jeder Platz kann an einen Bot gehen',
    close: 'Schließen',
  },
  hotSeat: {
    label: 'Bildschirm weitergeben',
    passTo: 'Weitergeben an {{name}}',
    why: 'Der Tisch bleibt verdeckt, bis {{name}} am Bildschirm ist, damit niemand die privaten Teile eines anderen sieht.',
    ready: 'Ich bin {{name}}: meinen Zug zeigen',
  },
  playOn: {
    title: 'Von hier weiterspielen',
    intro:
      'Eine neue Partie beginnt genau in diesem Moment und wird als eigene Partie gespeichert. Jeder Platz kann an einen Bot gehen.',
    practice:
      'Eine Solopartie, die von hier weitergespielt wird, ist Übung: sie gilt als unterstützt und bringt keine Medaille.',
    practiceNoMedal: 'Übung: aus einer Wiederholung weitergespielt, daher keine Medaille',
    practiceExplained:
      'Aus einer Wiederholung weitergespielt, ist diese Partie Übung: keine Medaille, kein Stern, keine Freischaltung, keine Bestmarke, und deine Statistik führt sie als Übung.',
    seatKind: 'Wer spielt {{name}}',
    start: 'Weiterspielen',
  },
};
