import { describe, expect, it } from 'vitest';
import * as page from '../renderer/src/online/wire';
import * as server from '../server/wire';

/**
 * The page reads the online server's messages with schemas of its own (renderer/src/online/wire.ts), since it may not
 * import the server: this checks that both name the same room, messages and codes.
 */
describe('the online wire, as the page and the server define it', () => {
  it('names the same room and messages', () => {
    expect(page.GAME_ROOM).toBe(server.GAME_ROOM);
    expect(page.CLIENT_MESSAGES).toEqual(server.CLIENT_MESSAGES);
    expect(page.SERVER_MESSAGES).toEqual(server.SERVER_MESSAGES);
  });

  it('reads room codes and seat tokens as the server makes them', () => {
    expect(page.CODE_LETTERS).toBe(server.CODE_LETTERS);
    expect(page.CODE_LENGTH).toBe(server.CODE_LENGTH);
    for (const code of ['ABCDEFGH', 'ZZZZZZZZ', 'ABCDEFGI', 'abcdefgh', 'ABCDEFG']) {
      expect(page.roomCodeSchema.safeParse(code).success, code).toBe(server.roomCodeSchema.safeParse(code).success);
    }
    const token = 'A'.repeat(43);
    expect(page.seatTokenSchema.safeParse(token).success).toBe(server.seatTokenSchema.safeParse(token).success);
  });

  it('takes and refuses the names a player joins under as the server does', () => {
    expect(page.PLAYER_NAME_LENGTH).toBe(server.PLAYER_NAME_LENGTH);
    const names = [
      'Carla',
      '  Zoë 🎲 ',
      'x'.repeat(24),
      'x'.repeat(25),
      '',
      '  ',
      'Car\u0000la',
      'A\nB',
      'A\u2028B',
      'A\u0085B',
    ];
    for (const name of names) {
      expect(page.playerNameSchema.safeParse(name), JSON.stringify(name)).toMatchObject(
        server.playerNameSchema.safeParse(name).success
          ? { success: true, data: server.playerNameSchema.parse(name) }
          : { success: false },
      );
    }
    expect(page.readPlayerName('  Carla ')).toEqual({ ok: true, name: 'Carla' });
    expect(page.readPlayerName('  ')).toEqual({ ok: true });
    expect(page.readPlayerName('Car\tla')).toEqual({ ok: false });
  });

  it('takes a code as a person types it', () => {
    expect(page.readRoomCode('abcd efgh')).toBe('ABCDEFGH');
    expect(page.readRoomCode('ABCD-EFGH')).toBe('ABCDEFGH');
    expect(page.readRoomCode('ABCD EFGI')).toBeNull();
  });
});
