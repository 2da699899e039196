import type { CatalogShape } from '../catalog';
import type { enTutorial } from './en';

/** Die deutschen Texte des Tutorials (siehe en.ts): Bildschirm, Abschnitte und jeder Schritt des Skripts. */
export const deTutorial: CatalogShape<typeof enTutorial> = {
  tutorial: {
    label: 'Tutorial:',
    playerName: 'Spieler',
    sectionOf: 'Abschnitt {{index}} von {{count}}: {{title}}',
    stepOf: 'Schritt {{index}} von {{count}}',
    continue: 'Nächster Schritt',
    sections: 'Abschnitte',
    skip: 'Abschnitt überspringen',
    restart: 'Abschnitt neu beginnen',
    leave: 'Tutorial verlassen',
    notNow: 'Jetzt nicht: {{move}}. {{why}} {{wanted}}',
    refusal: {
      otherMove:
        'Das Tutorial spielt ein festes Blatt, und die nächsten Schritte bauen auf genau dem Zug auf, den dieser verlangt.',
      readFirst: 'Dieser Schritt erklärt nur; entschieden wird erst, wenn du weitergehst.',
    },
    continueFirst: 'Lies zuerst diesen Schritt und klicke auf Nächster Schritt.',
    noUndo: 'Im Tutorial wird nichts zurückgenommen – beginne stattdessen den Abschnitt neu.',
    noAutoplay: 'Im Tutorial machst du jeden Zug selbst.',
    hintIsStep: 'Das Tutorial zeigt den Zug dieses Schritts schon: Er ist auf dem Tisch hervorgehoben.',
    practice: 'Eine Übungspartie: keine Medaille, zählt nicht in der Statistik.',
    listTitle: 'Tutorial',
    listIntro:
      'Eine angeleitete erste Partie mit fester Auslage, in sieben Abschnitten. Starte einen beliebigen Abschnitt oder mach dort weiter, wo du aufgehört hast.',
    statusDone: 'Erledigt',
    statusSkipped: 'Übersprungen',
    statusCurrent: 'Angefangen',
    statusNew: 'Noch nicht begonnen',
    play: 'Spielen',
    resume: 'Fortsetzen',
    back: 'Zurück',
    notKept: 'Dein Fortschritt im Tutorial konnte nicht gespeichert werden: {{problem}}',
    finished: 'Du hast das Tutorial abgeschlossen. Jeden Abschnitt kannst du von hier aus noch einmal spielen.',
    section: {
      dice: {
        title: 'Würfel und Ketten',
        summary:
          'Nimm einen Würfel, lege ihn an den Rand deines Dorfs und lass ihn die Gebäude seiner Reihe aktivieren.',
      },
      building: {
        title: 'Bauen',
        summary: 'Baue ein kleines Plättchen über eine Kette – und woher die großen Gebäude kommen.',
      },
      fishing: {
        title: 'Fischen',
        summary: 'Ändere einen Würfel gegen Fisch, fahr mit deinem Boot hinaus und zieh ein Fangplättchen.',
      },
      technology: {
        title: 'Technologie und Aufträge',
        summary: 'Setze Arbeiter ein, steig auf einer Technologieleiste auf und bereite einen Auftrag vor.',
      },
      retiring: {
        title: 'Rückzug, Tavernen und Stege',
        summary: 'Zieh dich in eine Taverne zurück, liefere eine Kiste und lass ihren Steg dein Boot heimholen.',
      },
      roundEnd: {
        title: 'Rundenende',
        summary: 'Was das Rundenende abräumt und neu verteilt – und ein zweiter Rückzug.',
      },
      finalScoring: {
        title: 'Schlusswertung',
        summary: 'Die letzte Runde, eine weitere Fahrt hinaus und wie die Partie gewertet wird.',
      },
    },
    step: {
      welcome: {
        do: 'Willkommen in Saltfjord! In drei Runden nimmst du Würfel, um dein Dorf arbeiten zu lassen, und sammelst Siegpunkte auf der Leiste oben.',
        why: 'Dies ist eine Solopartie mit fester Auslage, deshalb kann dir jeder Schritt genau einen guten Zug zeigen.',
      },
      pickSet: {
        do: 'Wähle das zweite Startset: die Händlerin, ein Gebäude „Holz und Fisch | Veredeln“ sowie 3 Fisch, 1 Holz und 1 Wolle.',
        why: 'Sein Holz bezahlt dein erstes Gebäude, und die Händlerin bringt dir bei jedem gelieferten Auftrag 2 Fisch extra.',
      },
      startingTile: {
        do: 'Lege dein Startgebäude auf die beiden oberen Startfelder: „Holz und Fisch“ links, „Veredeln“ rechts, dann klicke auf Hier bauen.',
        why: 'In Reihe 2 und Spalte 2 ergänzt es Gebäude, die deine Würfel später erreichen.',
      },
      pool: {
        do: 'Das sind die Würfel der 1. Runde. Ein weißer Würfel kommt über die Spalte seines Werts, ein orangefarbener neben die Reihe seines Werts.',
        why: 'In jeder Runde darfst du 3 weiße Würfel nehmen und so viele orangefarbene, wie die Runde zählt.',
      },
      takeWhiteOne: {
        do: 'Klicke auf die weiße 1 im Vorrat und lege sie über Spalte 1.',
        why: 'Ein Würfel aktiviert die Gebäude seiner Reihe vom Rand aus, und Spalte 1 beginnt mit drei Gebäuden hintereinander.',
      },
      soloRemoval: {
        do: '„Erhalte 2 Fisch“ hat sofort gewirkt. Sieh dir den Vorrat an: Die weiße 6 ist weg.',
        why: 'In der Solopartie entfernt jeder Würfel, den du nimmst, den höchsten verbliebenen Würfel derselben Farbe.',
      },
      continueToBuild: {
        do: 'Klicke auf Weiter zum hervorgehobenen Gebäude: Die Kette läuft weiter zu „Klein bauen“.',
        why: 'Die Kette aktiviert ein Gebäude nach dem anderen, bis du aufhörst oder sie auf einen leeren Bauplatz trifft.',
      },
      buildSmall: {
        do: '„Klein bauen“ kostet 1 Holz: Nimm das einfeldrige Holzplättchen und baue es in Reihe 1, Spalte 2, rechts neben „Erhalte 2 Fisch“.',
        why: 'Dort liegt es in Reihe 1 und in Spalte 2 – zwei Linien, die deine Würfel später aktivieren können.',
      },
      stopChain: {
        do: 'Klicke auf Hier aufhören: „Einen Auftrag erfüllen oder Technologie erhalten“ hebst du dir für später auf.',
        why: 'Du darfst nach jedem Gebäude aufhören; der Würfel bleibt auf dem zuletzt aktivierten Gebäude und blockiert es für diese Runde.',
      },
      endFirstTurn: {
        do: 'Klicke auf Zug beenden.',
        why: 'Jeder Zug ist eine Hauptaktion, und mit Zug beenden legst du dich fest.',
      },
      largeBuildings: {
        do: 'Die beiden großen Stapel enthalten dreifeldrige Gebäude: Eines zu nehmen kostet 1 Holz und 1 Brett und ist ein ganzer Zug.',
        why: 'Füllst du eine Reihe oder Spalte ganz mit Gebäuden, zahlt dir ihr Bohlenweg einmal pro Partie seine Belohnung.',
      },
      raiseToSix: {
        do: 'Nimm die weiße 4, erhöhe sie mit + auf 6 (2 Fisch) und lege sie über Spalte 6.',
        why: 'Einen Würfel zu ändern kostet 1 Fisch pro Auge, und Spalte 6 beginnt mit dem Bootsgebäude.',
      },
      advanceBoat: {
        do: 'Wähle Boot vorziehen.',
        why: 'Das Boot fährt vom Hafen in Abschnitt 1 und zieht ein Fangplättchen von dessen Stapel.',
      },
      token: {
        do: 'Das Plättchen liegt offen auf deinem Boot.',
        why: 'Fangplättchen zahlen erst aus, wenn das Boot heimkehrt – und je weiter draußen es war, desto mehr bringt die Fahrt.',
      },
      endFishingTurn: {
        do: 'Klicke auf Zug beenden.',
        why: 'Deine Hauptaktion für diesen Zug ist erledigt.',
      },
      takeWhiteTwo: {
        do: 'Nimm die weiße 2 und lege sie über Spalte 2.',
        why: 'Sie aktiviert zuerst dein neues Holzgebäude: Technologie und Aufträge werden mit Rohstoffen bezahlt.',
      },
      continueToWood: {
        do: 'Klicke auf Weiter zum hervorgehobenen Gebäude, damit auch „Holz und Fisch“ aktiviert wird.',
        why: 'Ein weiteres Holz bezahlt die Technologie, die du als Nächstes nimmst.',
      },
      workerOnOrders: {
        do: 'Klicke auf Arbeiter einsetzen und dann auf das Gebäude „Einen Auftrag erfüllen oder Technologie erhalten“ in Reihe 3, Spalte 1.',
        why: 'Ein Arbeiter aktiviert ein freies Gebäude ohne Würfel – als freie Aktion deines Zugs.',
      },
      gainVillageTech: {
        do: 'Wähle die Dorf-Leiste: Zahle 1 Holz, um ein Feld aufzusteigen.',
        why: 'Das erste Feld der Leiste bringt dir einen weiteren Arbeiter.',
      },
      secondWorker: {
        do: 'Setze deinen neuen Arbeiter auf „Erhalte 2 Fisch“ oben links.',
        why: 'Ein Arbeiter ist sofort einsatzbereit, und mit Fisch bezahlst du das Ändern von Würfeln.',
      },
      endTechTurn: {
        do: 'Klicke auf Zug beenden.',
        why: 'Arbeiter bleiben bis zum Rundenende, wo sie sind.',
      },
      orders: {
        do: 'Das sind die Aufträge: Bezahle die Kosten einer Kiste, um sie zu liefern.',
        why: 'Eine gelieferte Kiste bringt am Ende ihre Siegpunkte und aktiviert bei jedem Rückzug ihren Steg.',
      },
      takeOrangeFive: {
        do: 'Nimm die orangefarbene 5 und lege sie neben Reihe 5.',
        why: 'Erhalte 1 Getreide: Danach hast du genau das, was die Kiste „Holz und Getreide“ verlangt.',
      },
      endGrainTurn: {
        do: 'Klicke auf Zug beenden.',
        why: 'Das war dein einziger orangefarbener Würfel der 1. Runde und dein dritter weißer.',
      },
      limits: {
        do: 'Der Vorrat ist leer, also bleibt als Hauptaktion nur der Rückzug.',
        why: 'Beim Rückzug nimmst du eine freie Taverne und ihre Aktion, dann arbeiten deine Stege; in dieser Runde spielst du nicht mehr.',
      },
      retireFirst: {
        do: 'Klicke auf Taverne 1, um dich dorthin zurückzuziehen.',
        why: 'In Taverne 1 darfst du einen Auftrag erfüllen.',
      },
      deliverCrate: {
        do: 'Liefere die Kiste „Holz und Getreide“ von Stapel 1.',
        why: 'Sie kommt an Steg 1, die Händlerin zahlt dir 2 Fisch, und ihr Siegpunkt zählt am Ende.',
      },
      dockReturnHome: {
        do: 'An Steg 1 liegt eine Kiste, also bewegt er dein Boot: Wähle Heimkehren.',
        why: 'Die Heimkehr aus Abschnitt 1 bringt 1 Siegpunkt und zahlt das Plättchen an Bord aus.',
      },
      endRoundOne: {
        do: 'Klicke auf Zug beenden, um die 1. Runde abzuschließen.',
        why: 'Alle haben sich zurückgezogen, also ist die Runde vorbei.',
      },
      roundOver: {
        do: 'Die 1. Runde ist vorbei: Deine Arbeiter sind zurück, und die Würfel haben dein Dorf verlassen.',
        why: 'Solo hat dein Rückzug außerdem eine Kiste und das oberste Plättchen jedes Gebäudestapels abgeworfen – das Angebot ändert sich.',
      },
      newDice: {
        do: 'Runde 2: Alle Würfel wurden neu geworfen, und weitere orangefarbene Würfel sind in den Vorrat gekommen.',
        why: 'Jetzt darfst du 3 weiße und 2 orangefarbene Würfel nehmen, in Runde 3 dann drei orangefarbene.',
      },
      retireSecond: {
        do: 'Zieh dich diese Runde sofort zurück: Klicke auf Taverne 2.',
        why: 'Solo darfst du nicht die Taverne der Vorrunde nehmen, und Taverne 2 bringt Technologie.',
      },
      secondVillageTech: {
        do: 'Wähle wieder die Dorf-Leiste (1 Holz).',
        why: 'Das zweite Feld der Leiste bringt dir ein Fähigkeitsplättchen.',
      },
      takeShipwright: {
        do: 'Nimm den Schiffbauer.',
        why: 'Fähigkeiten gelten die ganze Partie: Diese gibt deinem Boot einen Laderaum mehr.',
      },
      dockAdvance: {
        do: 'Steg 1 arbeitet wieder: Wähle Boot vorziehen.',
        why: 'Jede Kiste in einer Stegreihe aktiviert diesen Steg bei jedem Rückzug.',
      },
      endRoundTwo: {
        do: 'Klicke auf Zug beenden, um die 2. Runde abzuschließen.',
        why: 'Eine Runde bleibt noch.',
      },
      lastRound: {
        do: 'Runde 3, die letzte: jetzt drei orangefarbene Würfel pro Person.',
        why: 'In einer echten Partie würdest du jeden erlaubten Würfel nutzen; hier geht es direkt in die Tavernen.',
      },
      retireThird: {
        do: 'Zieh dich in Taverne 4 zurück.',
        why: 'Sie bewegt dein Boot zweimal: einen Abschnitt weiter hinaus und dann heim.',
      },
      sailOn: {
        do: 'Wähle Boot vorziehen: weiter in Abschnitt 2.',
        why: 'Abschnitt 2 bringt bei der Heimkehr 3 Siegpunkte, dreimal so viel wie Abschnitt 1.',
      },
      comeHome: {
        do: 'Wähle jetzt Heimkehren.',
        why: 'Beide Plättchen an Bord zahlen aus, und die Fahrt bringt 3 Siegpunkte.',
      },
      lastDock: {
        do: 'Noch einmal Steg 1: Wähle Boot vorziehen.',
        why: 'Ein Plättchen, das am Ende noch an Bord ist, zahlt auch aus – nur ohne die Siegpunkte des Abschnitts.',
      },
      endGame: {
        do: 'Klicke auf Zug beenden: Die Partie endet.',
        why: 'Nach Runde 3 folgt die Schlusswertung.',
      },
      finalScore: {
        do: 'Die Schlusswertung: Rohstoffe werden verkauft, je 3 Fisch 1 Siegpunkt, Kisten zählen ihre Punkte, Leisten nach ihrer Position.',
        why: 'Wer die meisten Siegpunkte hat, gewinnt; Solopartien bringen Medaillen, aber das Tutorial ist eine Übung und bringt keine.',
      },
      farewell: {
        do: 'Das war die ganze Partie! Probier als Nächstes die Kampagne: deine erste Herausforderung dort ist sanft.',
        why: 'Alles, was du hier gemacht hast, kommt dort wieder – mit allen Würfeln, die du nehmen darfst.',
      },
    },
  },
};
