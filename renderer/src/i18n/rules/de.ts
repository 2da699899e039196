import type { CatalogShape } from '../catalog';
import type { enRules } from './en';

/** Die Regelübersicht auf Deutsch (siehe en.ts: gleiche Schlüssel, alle Zahlen und Namen aus den Spieldaten). */
export const deRules: CatalogShape<typeof enRules> = {
  common: {
    track: 'Leiste',
    space: 'Feld {{space}}',
    reward: 'Belohnung',
    tavern: 'Taverne T{{tavern}}',
    anyTavern: 'einer Taverne',
  },
  turn: {
    intro_one:
      'Eine Partie dauert {{count}} Runde. In einer Runde seid ihr reihum am Zug, wer sich schon zurückgezogen hat, wird übersprungen, bis sich alle zurückgezogen haben. In deinem Zug führst du genau <b>eine Hauptaktion</b> aus; freie Aktionen gehen davor und danach.',
    intro_other:
      'Eine Partie dauert {{count}} Runden. In einer Runde seid ihr reihum am Zug, wer sich schon zurückgezogen hat, wird übersprungen, bis sich alle zurückgezogen haben. In deinem Zug führst du genau <b>eine Hauptaktion</b> aus; freie Aktionen gehen davor und danach.',
    takeDie: 'Würfel nehmen',
    takeDieText:
      'Nimm einen beliebigen Würfel aus dem Vorrat. Du darfst ihn für {{fish}} je Auge höher oder niedriger drehen (von 6 geht es nie weiter zu 1). Dann setzt du ihn an den Rand deines Dorfs, um die Gebäude seiner Linie zu wecken, oder legst ihn für {{aside}} beiseite. So oder so zählt er zu deinen Würfeln dieser Runde.',
    buildLarge: 'Groß bauen',
    buildLargeText:
      'Zahle {{cost}}, nimm das oberste Plättchen eines großen Stapels und lege es auf leere Bauplätze. Dabei wird nichts aktiviert, aber eine Reihe oder Spalte, die es vervollständigt, zahlt trotzdem ihren Bohlenweg aus.',
    retire: 'Zurückziehen',
    retireText:
      'Geh in eine freie Taverne und nutze ihre Aktion; danach zahlt jede Kiste auf deinen Stegen die Belohnung ihres Stegs aus. In dieser Runde bist du nicht mehr am Zug. Zurückziehen darfst du dich immer; geht sonst nichts mehr, musst du es.',
    freeTitle: 'Freie Aktionen',
    freeIntro:
      'Beliebig viele, nur in deinem eigenen Zug, zu jedem Zeitpunkt – auch während ein Effekt darauf wartet, dass du bezahlst.',
    worker: 'Arbeiter einsetzen',
    workerText:
      'Stelle einen verfügbaren Arbeiter auf ein freies Gebäude (ohne Würfel und ohne Arbeiter): Das Gebäude wird aktiviert, und der Arbeiter bleibt bis zum Ende der Runde dort. Nicht, während ein Effekt abgehandelt wird.',
    sell: 'Verkaufen',
    sellText: 'Mach aus einem Rohstoff Fisch zu seinem Preis: {{prices}} (siehe $t(rules.section.resources)).',
    tierPrice: 'Stufe {{tier}} → {{fish}}',
    improve: 'Für Fisch veredeln',
    improveText: 'Zahle {{fish}}, um einen Rohstoff eine Stufe höher zu bringen.',
    downgrade: 'Abwerten',
    downgradeText: 'Bring einen Rohstoff eine Stufe tiefer, kostenlos.',
    overboard: 'Über Bord werfen',
    overboardText: 'Wirf ein Fischplättchen aus deinem Boot ab.',
  },
  dice: {
    intro:
      'Zu Beginn jeder Runde werden alle Würfel geworfen und nach Augenzahl ausgelegt. Der Vorrat wächst von Runde zu Runde:',
    round: 'Runde',
    white: 'Weiße Würfel je Person',
    orange: 'Orange Würfel je Person',
    take: 'Du darfst nehmen',
    limit: 'bis zu {{white}} weiße und {{orange}} orange',
    turning:
      'Einen Würfel zu drehen kostet {{fish}} je Auge, und es geht nie über den Rand: Von 1 auf 6 sind es fünf Augen. Die Augenzahl bestimmt dann, wo der Würfel in dein Dorf kommt:',
    whiteEnters:
      'Ein <b>weißer</b> Würfel mit <i>v</i> Augen kommt oberhalb von <b>Spalte</b> <i>v</i> herein und läuft nach unten.',
    orangeEnters:
      'Ein <b>oranger</b> Würfel mit <i>v</i> Augen kommt links von <b>Reihe</b> <i>v</i> herein und läuft nach rechts.',
    chain:
      'Was entlang der Linie passiert, ist die Kette (siehe $t(rules.section.village)). Ein Würfel, dessen erstes Gebäude nicht geweckt werden kann, darf nur für {{aside}} beiseitegelegt werden; seine Augenzahl spielt dann keine Rolle.',
  },
  village: {
    mapTitle: 'Die gemeinsame Seite der Dorftafel',
    caption:
      'Die gemeinsame Seite. Weiße Würfel kommen in die Spalten, orange in die Reihen; auf die gestrichelten Bauplätze kommt dein Startplättchen.',
    grid: 'Dein Dorf ist ein Raster aus {{size}}×{{size}} Feldern. Jedes Feld ist ein leerer Bauplatz, ein Bohlenweg oder ein Gebäude. Ein Gebäude ist <i>frei</i>, solange weder ein Würfel noch ein Arbeiter darauf steht.',
    chainTitle: 'Die Kette',
    chainEnters: 'Der Würfel kommt vom Rand herein und besucht die Felder seiner Linie der Reihe nach.',
    chainBoardwalks: 'Bohlenwege werden übersprungen: nie aktiviert, nie im Weg.',
    chainActivates:
      'Jedes freie Gebäude, das er erreicht, darf aktiviert werden: Handle seinen Effekt ab (oder verzichte darauf), dann geh weiter oder hör auf.',
    chainEnds: 'Ein leerer Bauplatz, ein Gebäude mit Würfel oder Arbeiter oder das Ende des Rasters beendet die Kette.',
    chainFirst: 'Das erste erreichte Gebäude muss aktiviert werden, sonst kann der Würfel nur beiseitegelegt werden.',
    chainDieStays:
      'Der Würfel bleibt auf dem letzten Gebäude, das er aktiviert hat, und blockiert es bis zum Ende der Runde.',
    chainNewTile:
      'Ein Plättchen, das du während der Kette weiter vorn auf derselben Linie baust, wird erreicht wie jedes andere Gebäude.',
    linesTitle: 'Reihen und Spalten vervollständigen',
    lines:
      'Jede Reihe und jede Spalte hat einen Bohlenweg. Sobald auf jedem anderen Feld einer Linie ein Gebäude steht, erhältst du die Belohnung dieses Bohlenwegs – einmal je Linie und Partie. Vervollständigt ein Plättchen eine Reihe und eine Spalte, die sich auf demselben Bohlenweg kreuzen, zahlt er doppelt aus.',
  },
  buildings: {
    roofs:
      '<yellow></yellow> <b>Gelbe Dächer</b> sind Rohstoffgebäude: sie bringen oder veredeln Rohstoffe. <red></red> <b>Rote Dächer</b> sind Aktionsgebäude: ein Auftrag oder Technologie, ein neues Gebäude oder eine Fahrt mit dem Boot. Einige Gebäude sind auf deine Dorftafel gedruckt, die übrigen kommen auf Plättchen.',
    effect: 'Effekt',
    roof: 'Dach',
    onTiles: 'Auf Plättchen',
    roofResource: 'gelb (Rohstoff)',
    roofAction: 'rot (Aktion)',
    orderOrTech:
      '<b>Auftrag oder Technologie</b>: Wähle eins – erfülle einen Auftrag (siehe $t(rules.section.orders)) oder erhalte Technologie (siehe $t(rules.section.technology)).',
    buildSmall: '<b>Klein bauen</b>: Zahle {{cost}}, nimm das oberste Plättchen eines kleinen Stapels und lege es an.',
    boat: '<b>Boot</b>: Zieh dein Boot vor oder kehre heim (siehe $t(rules.section.fishing)).',
    improve:
      '<b>Veredeln</b> durch ein Gebäude kostet nie Fisch; zweimal veredeln heißt, zwei verschiedene Rohstoffe zu veredeln.',
    stacksTitle: 'Gebäudestapel',
    stacks:
      'Die Stapel liegen offen: Du siehst jeweils das oberste Plättchen. Ein Plättchen darf gedreht oder gespiegelt werden, muss aber ganz auf leeren Bauplätzen liegen; ein Plättchen, das nirgends passt, kann nicht genommen werden.',
    stack: 'Stapel',
    tiles: 'Plättchen',
    shape: 'Form',
    howToGet: 'So bekommst du eins',
    shapeSingle: 'ein Feld',
    shapePair: 'zwei Felder',
    shapeStraight: 'drei in einer Linie',
    shapeCorner: 'drei als L',
    getLarge: 'Groß bauen (Hauptaktion): {{cost}}; mit {{tech}} nur {{cheap}}.',
    getSmall: 'Klein bauen: {{cost}}.',
    getFree: 'Kostenlos in {{tavern}}.',
  },
  resources: {
    intro:
      'Fisch ist das Geld des Fjords. Jeder andere Rohstoff hat eine Stufe; je höher die Stufe, desto mehr ist er wert. Wie viel du besitzen darfst, ist nicht begrenzt.',
    tier: 'Stufe',
    resource: 'Rohstoff',
    sellsFor: 'Verkauf bringt',
    improvesTo: 'Veredelt zu',
    downgradesTo: 'Abgewertet zu',
    money: 'ist das Geld',
    improve:
      'Veredeln bringt einen Rohstoff eine Stufe höher in der Tabelle. Gebäude, Bohlenwege, Tavernen und Stege veredeln kostenlos; als freie Aktion kostet es {{fish}} zusätzlich zum Rohstoff selbst, so kostet {{made}} aus {{from}} auf diesem Weg insgesamt {{total}}.',
  },
  fishing: {
    intro_one:
      'Dein Boot startet im Hafen. Der Fjord dahinter hat {{count}} Abschnitt mit einem eigenen verdeckten Stapel Fischplättchen.',
    intro_other:
      'Dein Boot startet im Hafen. Der Fjord dahinter hat {{count}} Abschnitte, jeder mit einem eigenen verdeckten Stapel Fischplättchen; je weiter draußen, desto reicher der Fang und desto mehr ist eine Heimkehr wert.',
    section: 'Abschnitt',
    tokenType: 'Plättchensorte',
    tokens: 'Plättchen',
    returnHome: 'Heimkehr',
    needs: 'Zum Einfahren brauchst du',
    boatTitle: 'Bootsaktionen',
    advance_one:
      '<b>Vorziehen</b>: Fahr einen Abschnitt hinaus (vom Hafen in Abschnitt 1), wenn du ihn befahren darfst, sonst bleib, wo du bist; dann nimm dort das oberste Plättchen. Mit Netzen ({{nets}}) siehst du dir das oberste Plättchen an und behältst es.',
    advance_other:
      '<b>Vorziehen</b>: Fahr einen Abschnitt hinaus (vom Hafen in Abschnitt 1), wenn du ihn befahren darfst, sonst bleib, wo du bist; dann nimm dort das oberste Plättchen. Mit Netzen ({{nets}}) siehst du dir die obersten {{count}} Plättchen an und behältst eines; die anderen kommen unter den Stapel.',
    returnHomeText:
      '<b>Heimkehren</b> (aus jedem Abschnitt): Werte die SP des Abschnitts, erhalte den Inhalt aller Plättchen an Bord, behalte die Plättchen als deinen Fang und fahr zurück in den Hafen.',
    boat_one:
      'Ein einfaches Boot fasst {{count}} Plättchen. Der Ausbau von {{upgrade}} gibt {{slots}} Laderäume, von denen einer die SP seines Plättchens ×{{multiplier}} zählt. Ein volles Boot muss ein Plättchen über Bord werfen (unter den Stapel seines Abschnitts), bevor es ein neues nimmt – das neue darf das abgeworfene sein.',
    boat_other:
      'Ein einfaches Boot fasst {{count}} Plättchen. Der Ausbau von {{upgrade}} gibt {{slots}} Laderäume, von denen einer die SP seines Plättchens ×{{multiplier}} zählt. Ein volles Boot muss ein Plättchen über Bord werfen (unter den Stapel seines Abschnitts), bevor es ein neues nimmt – das neue darf das abgeworfene sein.',
    tokensTitle: 'Fischplättchen',
    type: 'Sorte',
    contents: 'Inhalt, erhalten bei der Heimkehr',
  },
  advanced: {
    title: 'Das fortgeschrittene Spiel',
    intro:
      'Wähle beim Einrichten einer Partie <i>Fortgeschrittenes Spiel</i>. Das fortgeschrittene Technologieplättchen deckt dann die Leiste {{track}} ab: Der Marker, seine SP bei Spielende und das Wertungsplättchen oben bleiben, aber Kosten und Belohnungen sind diese (Auftragsrabatt und Auftragsbonus der gedruckten Leiste {{track}} gelten nicht mehr):',
    trackName: '{{track}} (fortgeschritten)',
    wagonsTitle: 'Wagen',
    wagons_one: 'Jede Person hat {{count}} Wagen; Feld {{spaces}} der Leiste {{track}} bringt ihn ins Spiel.',
    wagons_other: 'Jede Person hat {{count}} Wagen; die Felder {{spaces}} der Leiste {{track}} bringen sie ins Spiel.',
    placing:
      '<b>Einsetzen:</b> Stelle den Wagen auf eines deiner Gebäude – besetzt oder nicht, aber nie dorthin, wo dein anderer Wagen steht.',
    neverBlocks: '<b>Ein Wagen blockiert nie:</b> Sein Gebäude bleibt frei für Würfel, Ketten und Arbeiter.',
    moving:
      '<b>Fahren:</b> Endet die Kette eines Würfels in einer Reihe, in der einer deiner Wagen steht, darf dieser Wagen ein Feld nach oben oder unten fahren; nach einer Kette in einer Spalte ein Feld nach links oder rechts. Er fährt auf ein freies Gebäude ohne Wagen, und dieses Gebäude wird sofort aktiviert (auf seinen Effekt darfst du trotzdem verzichten).',
    oncePerChain:
      'Jeder Wagen der Linie darf einmal je Kette fahren; Fahren ist freiwillig. Ein beiseitegelegter Würfel bewegt keinen Wagen.',
    clansTitle: 'Die Clan-Tafeln',
    clans:
      'Jede Dorftafel hat eine Clan-Seite. Wähle beim Einrichten einer Partie <i>Clan-Tafeln</i>: Jede Person sucht sich einen Clan aus, oder die Clans werden zufällig verteilt – jeden Clan spielt nur eine Person. Eine Clan-Tafel hat eigene {{buildings}} gedruckte Gebäude, eigene Bohlenwege (einen je Reihe und Spalte) und eigene {{starts}} Startfelder für das Startplättchen; alle anderen Regeln bleiben gleich. Ausgeglichen wurden die Tafeln, indem der stärkste Bot jede von ihnen viele Male gespielt hat.',
    clanSide: '{{clan}}: die Clan-Seite',
  },
  technology: {
    intro:
      'Um Technologie zu erhalten (durch ein Auftrag-oder-Technologie-Gebäude oder in {{tavern}}), zahlst du den Rohstoff, der vor dem nächsten Feld einer Leiste abgebildet ist, ziehst deinen Marker vor und nimmst die Belohnung dieses Felds. Wer das oberste Feld erreicht, bekommt das Wertungsplättchen der Leiste: Manche Plättchen werten sofort, die anderen bei Spielende (siehe $t(rules.section.scoring)).',
    endScoring: 'Bei Spielende wertet jede Leiste nach dem Feld, auf dem dein Marker steht: {{list}}.',
    abilitiesTitle: 'Fähigkeitsplättchen',
    abilities:
      'Alle beginnen mit einer Fähigkeit aus ihrem Startset. Eine Fähigkeitsbelohnung lässt dich eines der offenen Plättchen nehmen; ist keines mehr da, erhältst du stattdessen {{vp}}. Fähigkeiten gelten die ganze Partie.',
  },
  orders: {
    intro_one:
      '<order></order> Auf dem Auftragsstapel liegt eine Kiste offen. Um einen Auftrag zu erfüllen, zahlst du die darauf abgebildeten Rohstoffe. Die Kiste kommt auf deine Lagertafel, in die Stegreihe mit der Nummer ihres Stapels, und die nächste Kiste des Stapels wird aufgedeckt.',
    intro_other:
      '<order></order> Auf jedem der {{count}} Auftragsstapel liegt eine Kiste offen. Um einen Auftrag zu erfüllen, zahlst du die Rohstoffe, die auf einer davon abgebildet sind. Die Kiste kommt auf deine Lagertafel, in die Stegreihe mit der Nummer ihres Stapels, und die nächste Kiste des Stapels wird aufgedeckt.',
    scoring:
      'Bei Spielende bringen Kisten ihre aufgedruckten SP, dazu {{vp}} für jeden Satz aus je einer Kiste auf jedem Steg. Solange du sie hast, zahlen sie außerdem aus, wenn du dich zurückziehst (siehe $t(rules.section.taverns)).',
    discount:
      'Mit {{tech}} ({{reward}}) darfst du bei den Kosten einen Rohstoff durch den Rohstoff eine Stufe darunter ersetzen ({{pairs}}).',
    substitute: '{{resource}} durch {{substitutes}}',
    stack: 'Stapel {{stack}} · {{name}}',
    stackDock: '(Steg {{dock}}: {{reward}})',
    startingCrate: 'Startkiste: {{crate}}',
    startingNote: 'Die erste Kiste jedes Stapels (umrandet) liegt zu Beginn offen; die übrigen werden gemischt.',
    startingNoteOnePool:
      'Die Listen unten zeigen nur die Bilder der Kisten: Alle {{crates}} Kisten werden in die Stapel gemischt, und die Startkisten (umrandet) werden gemischt obenauf gelegt.',
    faceDown:
      'Eine gelieferte Kiste liegt verdeckt: Alle sehen, wie viele Kisten jede Person auf jedem Steg hat, aber nur du weißt, welche Kisten deine sind (und damit ihre SP), bis die Schlusswertung alle aufdeckt. Die Tischregel „$t(tableRules.openCrates)“ legt sie offen.',
  },
  taverns: {
    intro:
      'Mit dem Zurückziehen endet deine Runde. Stelle deinen Marker in eine freie Taverne – eine Person je Taverne – und nutze ihre Aktion, wenn du willst. Dann zahlen deine Stege von der obersten Reihe abwärts aus, einmal für jede Kiste in der Reihe; jede Auszahlung ist freiwillig.',
    tavern: 'Taverne',
    action: 'Aktion',
    startPlayer:
      'Wer in der am weitesten links besetzten Taverne steht, beginnt die nächste Runde und gewinnt bei Spielende einen Gleichstand.',
    edition1: 'Partien, die mit Ausgabe 1 begonnen wurden, behalten deren Tavernen: {{list}}.',
    docksTitle: 'Stege',
    dock: 'Steg',
    perCrate: 'Belohnung je Kiste',
    takes: 'Nimmt Kisten von',
    stack: 'Stapel {{stack}} ({{name}})',
  },
  tableRules: {
    intro:
      'Tischregeln sind Optionen für eine Partie, gewählt im Formular für eine neue Partie; alle sind aus, solange du sie nicht einschaltest, und die Kampagne nutzt sie nie. Eine Partie zeigt ihre Tischregeln in der Tastenübersicht (?).',
    passOccupied:
      'Eine Aktivierungskette läuft über ein Gebäude mit Würfel oder Arbeiter hinweg, wie über einen Bohlenweg, statt dort zu enden. Leere Bauplätze beenden sie weiterhin.',
    openCrates: 'Gelieferte Kisten liegen offen: Alle sehen, welche Kisten jede Person hat.',
  },
  editions: {
    intro:
      'Jede Partie wird mit einer Datenausgabe gespielt, und eine mit Ausgabe 1 begonnene Partie wird mit Ausgabe 1 zu Ende gespielt. Neue Partien nutzen Ausgabe {{edition}}, die drei Dinge ändert, die die eigenen Beschreibungen des gedruckten Spiels anders sagen:',
    crates:
      'Die Kisten werden zu zufälligen Stapeln gemischt, jeder mit einer zufälligen Startkiste (Ausgabe 1: eine Liste je Stapel).',
    faceDown: 'Eine gelieferte Kiste liegt verdeckt (Ausgabe 1: offen).',
    taverns:
      'Auftrag und Technologie teilen sich Taverne T1, und T5 gibt 2 Bretter und 2 Rohstoffe deiner Wahl (Ausgabe 1: {{list}}).',
    thresholds: 'Jede Ausgabe hat eigene Medaillenschwellen für das schnelle Solo, auf ihren Regeln kalibriert.',
  },
  rounds: {
    setupTitle: 'Aufbau',
    setup_one:
      'Alle nehmen eine Dorftafel (alle auf derselben Seite), eine Lagertafel, ein einfaches Boot im Hafen und {{count}} Arbeiter: {{ready}} sofort verfügbar, die anderen warten auf den Feldern {{spaces}} der Leiste {{track}}.',
    setup_other:
      'Alle nehmen eine Dorftafel (alle auf derselben Seite), eine Lagertafel, ein einfaches Boot im Hafen und {{count}} Arbeiter: {{ready}} sofort verfügbar, die anderen warten auf den Feldern {{spaces}} der Leiste {{track}}.',
    sets_one:
      'Dann wird {{count}} Startset gebildet, aus einem Fähigkeitsplättchen, einem Start-Gebäudeplättchen und einem Start-Rohstoffplättchen. Gegen den Uhrzeigersinn, beginnend rechts vom Startspieler, wählen alle ein Set, legen sein Gebäudeplättchen auf zwei der {{starts}} gestrichelten Startfelder und nehmen seine Rohstoffe.',
    sets_other:
      'Dann werden {{count}} Startsets gebildet, jedes aus einem Fähigkeitsplättchen, einem Start-Gebäudeplättchen und einem Start-Rohstoffplättchen. Gegen den Uhrzeigersinn, beginnend rechts vom Startspieler, wählen alle ein Set, legen sein Gebäudeplättchen auf zwei der {{starts}} gestrichelten Startfelder und nehmen seine Rohstoffe.',
    startingTiles: 'Start-Gebäudeplättchen',
    startingResources: 'Start-Rohstoffplättchen',
    endTitle: 'Ende einer Runde',
    endWorkers: 'Die Arbeiter kehren auf ihre Tafeln zurück, und die Würfel verlassen die Dörfer.',
    endDice:
      'Vor den Runden 2 bis {{last}} kommt die nächste Reihe oranger Würfel in den Vorrat, und alle Würfel werden neu geworfen.',
    endStartPlayer: 'Wer in der am weitesten links besetzten Taverne steht, wird Startspieler.',
    endMarkers: 'Alle Marker verlassen die Tavernen.',
    after: 'Nach Runde {{last}} folgt die Endwertung.',
  },
  scoring: {
    intro:
      '<vp></vp> Punkte gibt es während des Spiels – für Heimkehren, SP auf Gebäuden, Bohlenwegen, Plättchen und Stegen, die Leiste {{trade}} und Plättchen, die beim Erreichen einer Spitze werten – und bei Spielende.',
    finalTitle: 'Endwertung nach Runde {{last}}',
    finalTokens: 'Plättchen, die noch im Boot liegen, bringen ihren Inhalt (ohne die SP des Abschnitts).',
    finalFish: 'Alle Rohstoffe werden verkauft, und je {{fish}} bringen {{vp}} (abgerundet).',
    finalCrates: 'Kisten bringen ihre aufgedruckten SP, dazu {{vp}} je Satz aus einer Kiste auf jedem Steg.',
    finalTracks: 'Jede Technologieleiste wertet nach Position: {{list}} SP für die Felder 0 bis {{top}}.',
    finalTiles: 'Wertungsplättchen „bei Spielende“ werten für alle, die ihre Spitze erreicht haben.',
    winner:
      'Die meisten SP gewinnen; bei Gleichstand gewinnt, wer von den Beteiligten in der letzten Runde in der am weitesten links liegenden Taverne stand.',
    tilesTitle: 'Wertungsplättchen',
    tiles:
      '{{dealt}} der {{total}} Plättchen werden ausgeteilt, eines oben auf jede Leiste. Plättchen „beim Erreichen“ werten, sobald jemand diese Spitze erreicht; Plättchen „bei Spielende“ werten in der Endwertung.',
    tile: 'Plättchen',
    when: 'Wann',
    scores: 'Wertet',
    onReaching: 'beim Erreichen',
    atTheEnd: 'bei Spielende',
  },
  solo: {
    title: 'Allein spielen',
    pool_one: 'Der Vorrat wird wie für {{count}} Person geworfen; deine Grenzen bleiben die üblichen.',
    pool_other: 'Der Vorrat wird wie für {{count}} Personen geworfen; deine Grenzen bleiben die üblichen.',
    removed:
      'Nach jedem Würfel, den du nimmst, wird der höchste verbliebene Würfel derselben Farbe für diese Runde aus dem Vorrat entfernt.',
    sameTavern: 'Du darfst dich nicht in die Taverne zurückziehen, die du in der Runde davor genutzt hast.',
    retire:
      'Wenn du dich zurückziehst, wird die offene Kiste des niedrigsten Stapels, der noch Kisten hat, abgeworfen, ebenso das oberste Plättchen jedes Gebäudestapels.',
    pioneer: '{{tile}} bringt {{early}}, wenn bis Runde {{round}} erreicht, danach {{late}}.',
    sets_one: 'Es wird nur {{count}} Startset ausgeteilt, und es gehört dir.',
    sets_other: 'Es werden nur {{count}} Startsets ausgeteilt; du wählst eines.',
    medalsTitle: 'Medaillen',
    medals: 'Dein Endergebnis bringt eine Medaille:',
    threshold: '{{vp}} oder mehr',
    tasksTitle: 'Aufgaben',
    tasks: 'Eine Solopartie kann eine Aufgabe haben; wer sie erfüllt, bekommt einen Stern neben der Medaille.',
    campaign_one:
      'Die Kampagne besteht aus {{count}} festen Solo-Herausforderung mit eigener Auslage, eigenen Wertungsplättchen und eigener Aufgabe; deine beste Medaille und dein Stern bleiben erhalten.',
    campaign_other:
      'Die Kampagne besteht aus {{count}} festen Solo-Herausforderungen, von leicht bis schwer, jede mit eigener Auslage, eigenen Wertungsplättchen und eigener Aufgabe. Eine Herausforderung öffnet sich, sobald die vorige irgendeine Medaille bringt; deine beste Medaille und dein Stern bleiben erhalten.',
  },
  icons: {
    intro:
      'Jedes Symbol, das auf dem Tisch zu sehen ist, und wo es vorkommt. Zeige auf ein Symbol in dieser Übersicht, um seinen Namen zu sehen.',
    fish: 'Das Geld: bezahlt das Drehen von Würfeln und das Veredeln als freie Aktion.',
    cube: 'Rohstoff der Stufe {{tier}}, Verkauf bringt {{fish}}.',
    example: 'Eine Zahl vor einem Symbol gibt die Anzahl an: <icons></icons> bedeutet {{gain}}.',
    wagonUse:
      'Fortgeschrittenes Spiel: ein Wagen auf einem Gebäude im Dorf (er fährt nach einer Kette entlang seiner Reihe oder Spalte)',
  },
};
