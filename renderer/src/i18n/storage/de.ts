import type { CatalogShape } from '../catalog';
import type { enStorage } from './en';

/** Die deutschen Sätze der Speicherschicht (siehe en.ts): Spielstände, Profil und Einstellungen, die nicht zu lesen oder zu schreiben sind. */
export const deStorage: CatalogShape<typeof enStorage> = {
  storage: {
    game: {
      missing: 'Es gibt keinen Spielstand namens „{{slot}}“.',
      missingRestorable: 'Der Spielstand „{{slot}}“ fehlt; seine vorherige Fassung kann wiederhergestellt werden.',
      damaged: 'Der Spielstand „{{slot}}“ ist beschädigt ({{reason}}).',
      damagedRestorable:
        'Der Spielstand „{{slot}}“ ist beschädigt ({{reason}}); seine vorherige Fassung kann wiederhergestellt werden.',
      unreadable: 'Der Spielstand „{{slot}}“ konnte nicht gelesen werden.',
      notWritten: 'Die Partie konnte nicht gespeichert werden.',
      readOnly: 'Die Partie wurde nicht gespeichert: Saltfjord kann in seinem Datenordner nicht schreiben.',
      unsynced:
        'Die Partie wurde gespeichert, aber das Laufwerk hat nicht bestätigt, dass sie dauerhaft gesichert ist: Bei einem Stromausfall jetzt könnte sie verloren gehen.',
      noPrevious: 'Vom Spielstand „{{slot}}“ gibt es keine vorherige Fassung.',
      previousDamaged: 'Auch die vorherige Fassung des Spielstands „{{slot}}“ ist beschädigt.',
      notRestored: 'Der Spielstand „{{slot}}“ konnte nicht wiederhergestellt werden.',
      nameTaken:
        'Die Partie wurde nicht gespeichert: Ein anderer Spielstand hat schon den Namen „{{slot}}“, nur mit anderer Groß- und Kleinschreibung.',
      notDeleted: 'Der Spielstand konnte nicht gelöscht werden.',
      loadedPrevious: 'Der Spielstand „{{slot}}“ ist beschädigt; stattdessen wurde seine vorherige Fassung geladen.',
      takenOver: 'Die Partie wurde hier nicht gespeichert: Ein anderer Tab hat sie übernommen.',
      movedOnInWindow:
        'Diese Partie wurde in einem anderen Fenster weitergespielt, deshalb wurde der Stand dieses Fensters nicht darübergespeichert. Öffne die Partie erneut, um von dort weiterzuspielen.',
      movedOn:
        'Diese Partie wurde anderswo weitergespielt (ein anderer Tab oder ein anderes Fenster hat sie bei Änderung {{stored}} gespeichert, dieser Tab ist bei Änderung {{mine}}), deshalb wurde der Stand dieses Tabs nicht darübergespeichert. Lade die Partie neu, um von dort weiterzuspielen.',
      upgraded: 'Der Spielstand „{{slot}}“ wurde vom Speicherformat {{from}} auf {{to}} aktualisiert.',
      otherEngine:
        'Der Spielstand „{{slot}}“ stammt von der Regel-Engine {{saved}}; er wurde mit {{now}} nachgespielt.',
      snapshotRebuilt:
        'Im Spielstand „{{slot}}“ wich die gespeicherte Stellung vom Nachspielen der Züge ab; es gilt die nachgespielte Partie.',
    },
    profile: {
      missingRestorable: 'Dein Profil fehlt; seine vorherige Fassung kann wiederhergestellt werden.',
      damaged: 'Dein Profil ist beschädigt ({{reason}}).',
      damagedRestorable:
        'Dein Profil ist beschädigt ({{reason}}); seine vorherige Fassung kann wiederhergestellt werden.',
      unreadable: 'Dein Profil konnte nicht gelesen werden.',
      notWritten: 'Dein Profil konnte nicht gespeichert werden.',
      readOnly: 'Dein Profil wurde nicht gespeichert: Saltfjord kann in seinem Datenordner nicht schreiben.',
      unsynced:
        'Dein Profil wurde gespeichert, aber das Laufwerk hat nicht bestätigt, dass es dauerhaft gesichert ist: Bei einem Stromausfall jetzt könnte es verloren gehen.',
      noPrevious: 'Von deinem Profil gibt es keine vorherige Fassung.',
      previousDamaged: 'Auch die vorherige Fassung deines Profils ist beschädigt.',
      notRestored: 'Dein Profil konnte nicht wiederhergestellt werden.',
      partlyRead: 'Ein Teil deines Profils konnte nicht gelesen werden und wurde weggelassen: {{parts}}.',
    },
    settings: {
      missingRestorable: 'Deine Einstellungen fehlen; ihre vorherige Fassung kann wiederhergestellt werden.',
      damaged: 'Deine Einstellungen sind beschädigt ({{reason}}).',
      damagedRestorable:
        'Deine Einstellungen sind beschädigt ({{reason}}); ihre vorherige Fassung kann wiederhergestellt werden.',
      unreadable: 'Deine Einstellungen konnten nicht gelesen werden.',
      notWritten: 'Deine Einstellungen konnten nicht gespeichert werden.',
      readOnly: 'Deine Einstellungen wurden nicht gespeichert: Saltfjord kann in seinem Datenordner nicht schreiben.',
      unsynced:
        'Deine Einstellungen wurden gespeichert, aber das Laufwerk hat nicht bestätigt, dass sie dauerhaft gesichert sind: Bei einem Stromausfall jetzt könnten sie verloren gehen.',
      noPrevious: 'Von deinen Einstellungen gibt es keine vorherige Fassung.',
      previousDamaged: 'Auch die vorherige Fassung deiner Einstellungen ist beschädigt.',
      notRestored: 'Deine Einstellungen konnten nicht wiederhergestellt werden.',
      partlyRead:
        'Einige deiner Einstellungen konnten nicht gelesen werden und stehen wieder auf ihrem Standard: {{parts}}.',
    },
    listFailed: 'Die Spielstände konnten nicht aufgelistet werden.',
    badName: 'Dieser Name kann für einen Spielstand nicht verwendet werden.',
    appFailed: 'Saltfjord konnte diese Anfrage nicht ausführen.',
    isFolder: 'Was du gewählt hast, ist ein Ordner, kein Spielstand.',
    readOnlyFolder:
      'Saltfjord kann in seinem Datenordner nicht schreiben; Spielstände, Profil und Einstellungen sind daher schreibgeschützt: Was du änderst, wird nicht behalten.',
    full: 'Zum Speichern ist kein Platz mehr frei: Schaffe etwas Platz und versuche es erneut.',
    field: {
      campaign: 'dein Fortschritt in der Kampagne',
      medals: 'deine Medaillen',
      statistics: 'deine Statistik',
      countedGames: 'die Liste der schon gezählten Partien',
      tutorial: 'dein Fortschritt im Tutorial',
      history: 'deine beendeten Partien',
      bests: 'deine Bestleistungen',
      animationSpeed: 'Animationstempo',
      reducedMotion: 'weniger Bewegung',
      colourBlindPalette: 'Spielerfarben mit hohem Kontrast',
      sound: 'Ton',
      volume: 'Lautstärke',
      language: 'Sprache',
      uiScale: 'Größe der Oberfläche',
      botSpeed: 'Tempo der Bots',
    },
    reason: {
      tooLarge: 'die Datei ist zu groß',
      notText: 'keine gespeicherte Datei von Saltfjord',
      damagedContent: 'der Inhalt ist abgeschnitten oder verstümmelt',
      tooDeep: 'der Inhalt ist zu tief verschachtelt',
      newerVersion: 'gespeichert von einer neueren Version von Saltfjord',
      unknownVersion: 'die Formatversion ist unbekannt',
      invalid: 'der Inhalt entspricht nicht dem, was Saltfjord schreibt',
      illegalAction: 'einer der Züge verstößt gegen die Regeln',
      engineFailure: 'die Partie ließ sich nicht nachspielen',
    },
  },
};
