import type { CatalogShape } from '../catalog';
import type { enStorage } from './en';

/** As frases da camada de armazenamento em português (ver en.ts): jogos salvos, perfil e configurações que não puderam ser lidos ou gravados. */
export const ptStorage: CatalogShape<typeof enStorage> = {
  storage: {
    game: {
      missing: 'Não existe jogo salvo chamado “{{slot}}”.',
      missingRestorable: 'O jogo salvo “{{slot}}” sumiu; a versão anterior dele pode ser restaurada.',
      damaged: 'O jogo salvo “{{slot}}” está danificado ({{reason}}).',
      damagedRestorable:
        'O jogo salvo “{{slot}}” está danificado ({{reason}}); a versão anterior dele pode ser restaurada.',
      unreadable: 'Não foi possível ler o jogo salvo “{{slot}}”.',
      notWritten: 'Não foi possível salvar a partida.',
      readOnly: 'A partida não foi salva: o Saltfjord não consegue gravar na sua pasta de dados.',
      unsynced:
        'A partida foi salva, mas o disco não confirmou que ela está gravada de vez: uma queda de energia agora pode perdê-la.',
      noPrevious: 'O jogo salvo “{{slot}}” não tem versão anterior.',
      previousDamaged: 'A versão anterior do jogo salvo “{{slot}}” também está danificada.',
      notRestored: 'Não foi possível restaurar o jogo salvo “{{slot}}”.',
      nameTaken:
        'A partida não foi salva: outro jogo salvo já tem o nome “{{slot}}”, escrito com outras letras maiúsculas e minúsculas.',
      notDeleted: 'Não foi possível apagar o jogo salvo.',
      loadedPrevious: 'O jogo salvo “{{slot}}” está danificado; a versão anterior dele foi carregada no lugar.',
      takenOver: 'A partida não foi salva aqui: outra aba assumiu a partida.',
      movedOnInWindow:
        'Esta partida avançou em outra janela, então a posição desta janela não foi gravada por cima. Abra a partida de novo para continuar de lá.',
      movedOn:
        'Esta partida avançou em outro lugar (outra aba ou janela a salvou na alteração {{stored}}; esta está na alteração {{mine}}), então a posição desta aba não foi gravada por cima. Carregue a partida de novo para continuar de lá.',
      upgraded: 'O jogo salvo “{{slot}}” foi atualizado do formato de arquivo {{from}} para o {{to}}.',
      otherEngine: 'O jogo salvo “{{slot}}” foi gravado pelo motor de regras {{saved}}; foi refeito com o {{now}}.',
      snapshotRebuilt:
        'No jogo salvo “{{slot}}” a posição gravada diferia da repetição das jogadas; vale a partida refeita.',
    },
    profile: {
      missingRestorable: 'Seu perfil sumiu; a versão anterior dele pode ser restaurada.',
      damaged: 'Seu perfil está danificado ({{reason}}).',
      damagedRestorable: 'Seu perfil está danificado ({{reason}}); a versão anterior dele pode ser restaurada.',
      unreadable: 'Não foi possível ler seu perfil.',
      notWritten: 'Não foi possível salvar seu perfil.',
      readOnly: 'Seu perfil não foi salvo: o Saltfjord não consegue gravar na sua pasta de dados.',
      unsynced:
        'Seu perfil foi salvo, mas o disco não confirmou que ele está gravado de vez: uma queda de energia agora pode perdê-lo.',
      noPrevious: 'Seu perfil não tem versão anterior.',
      previousDamaged: 'A versão anterior do seu perfil também está danificada.',
      notRestored: 'Não foi possível restaurar seu perfil.',
      partlyRead: 'Parte do seu perfil não pôde ser lida e foi deixada de fora: {{parts}}.',
    },
    settings: {
      missingRestorable: 'Suas configurações sumiram; a versão anterior delas pode ser restaurada.',
      damaged: 'Suas configurações estão danificadas ({{reason}}).',
      damagedRestorable:
        'Suas configurações estão danificadas ({{reason}}); a versão anterior delas pode ser restaurada.',
      unreadable: 'Não foi possível ler suas configurações.',
      notWritten: 'Não foi possível salvar suas configurações.',
      readOnly: 'Suas configurações não foram salvas: o Saltfjord não consegue gravar na sua pasta de dados.',
      unsynced:
        'Suas configurações foram salvas, mas o disco não confirmou que estão gravadas de vez: uma queda de energia agora pode perdê-las.',
      noPrevious: 'Suas configurações não têm versão anterior.',
      previousDamaged: 'A versão anterior das suas configurações também está danificada.',
      notRestored: 'Não foi possível restaurar suas configurações.',
      partlyRead: 'Algumas das suas configurações não puderam ser lidas e voltaram ao padrão: {{parts}}.',
    },
    listFailed: 'Não foi possível listar os jogos salvos.',
    badName: 'Esse nome não pode ser usado para um jogo salvo.',
    appFailed: 'O Saltfjord não conseguiu atender a este pedido.',
    isFolder: 'O que você escolheu é uma pasta, não um jogo salvo.',
    readOnlyFolder:
      'O Saltfjord não consegue gravar na sua pasta de dados, então jogos salvos, perfil e configurações estão só para leitura: nada do que você mudar será guardado.',
    full: 'Não há mais espaço para salvar: libere algum espaço e tente de novo.',
    field: {
      campaign: 'seu progresso na campanha',
      medals: 'suas medalhas',
      statistics: 'suas estatísticas',
      countedGames: 'a lista de partidas já contadas',
      tutorial: 'seu progresso no tutorial',
      history: 'suas partidas terminadas',
      bests: 'seus recordes pessoais',
      animationSpeed: 'velocidade das animações',
      reducedMotion: 'movimento reduzido',
      colourBlindPalette: 'cores dos jogadores em alto contraste',
      sound: 'som',
      volume: 'volume',
      language: 'idioma',
      uiScale: 'escala da interface',
      botSpeed: 'velocidade dos bots',
    },
    reason: {
      tooLarge: 'o arquivo é grande demais',
      notText: 'não é um arquivo salvo do Saltfjord',
      damagedContent: 'o conteúdo está cortado ou corrompido',
      tooDeep: 'o conteúdo tem aninhamento profundo demais',
      newerVersion: 'vem de uma versão mais nova do Saltfjord',
      unknownVersion: 'a versão do formato é desconhecida',
      invalid: 'o conteúdo não é o que o Saltfjord grava',
      illegalAction: 'uma das jogadas quebra as regras',
      engineFailure: 'não foi possível refazer a partida',
    },
  },
};
