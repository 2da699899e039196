import type { CatalogShape } from '../catalog';
import type { enExplain } from './en';

/** Die deutschen Worte dafür, warum ein Bot (oder ein Tipp) einen Zug wählt. */
export const deExplain: CatalogShape<typeof enExplain> = {
  only: 'Hier die einzig sinnvolle Wahl.',
  random: 'Zufällig gewählt.',
  gainsMove: 'Sofort: {{items}}.',
  gainsTurn: 'In diesem Zug: {{items}}.',
  nothing: 'Nichts anderes war gerade mehr wert.',
  prospects: 'Bereitet vor: {{items}}.',
  ahead: 'Etwa {{points}} besser als {{rival}}.',
  even: 'Etwa so gut wie {{rival}}.',
  behind: 'Etwa {{points}} schlechter als {{rival}}.',
  points: '{{points, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} SP',
  achieved: {
    techSteps_one: 'ein Schritt auf der Leiste {{track}}',
    techSteps_other: '{{count}} Schritte auf der Leiste {{track}}',
    orders_one: 'ein erfüllter Auftrag',
    orders_other: '{{count}} erfüllte Aufträge',
    buildings_one: 'ein Gebäude',
    buildings_other: '{{count}} Gebäude',
    sailed: 'das Boot hinaus bis Abschnitt {{section}}',
    returnedHome: 'die Heimkehr aus Abschnitt {{section}}',
    workers_one: 'ein Arbeiter',
    workers_other: '{{count}} Arbeiter',
    ability: 'die Fähigkeit {{ability}}',
  },
  prospect: {
    techStep: 'den nächsten Schritt auf der Leiste {{track}}',
    order: 'Auftrag {{stack}}',
    boatHome: '{{vp}} bei der Heimkehr des Boots',
  },
  rival: {
    whitePlace: 'die weiße {{face}} in Spalte {{value}}',
    orangePlace: 'die orange {{face}} in Reihe {{value}}',
    whiteAside: 'die weiße {{face}} beiseitezulegen',
    orangeAside: 'die orange {{face}} beiseitezulegen',
    action: '„{{action}}“',
  },
};
