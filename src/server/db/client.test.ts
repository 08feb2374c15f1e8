// How a lost connection is recognised, and how fast a LISTEN connection comes back.
import { describe, expect, it } from 'vitest';
import { isConnectionLost, LISTEN_RETRY_MAX_MS, listenRetryDelay, listStatementConnections } from './client.ts';

describe('isConnectionLost', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '57P02' }, true],
    [{ code: '57P03' }, true],
    [{ code: '08006' }, true],
    [{ code: '08003' }, true],
    [{ code: '08000' }, true],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('Client has encountered a connection error and is not queryable'), true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '40001' }, false],
    [new Error('syntax error at or near "selec"'), false],
    [null, false],
    ['57P01', false],
  ])('%o → %s', (error, expected) => {
    expect(isConnectionLost(error)).toBe(expected);
  });
});

describe('listenRetryDelay', () => {
  it('starts at about 100 ms and doubles, jittered to between half and all of it', () => {
    expect(listenRetryDelay(0, () => 0)).toBe(50);
    expect(listenRetryDelay(0, () => 1)).toBe(100);
    expect(listenRetryDelay(1, () => 1)).toBe(200);
    expect(listenRetryDelay(3, () => 0.5)).toBe(600);
  });

  it('never waits more than 5 s', () => {
    for (const attempt of [6, 10, 50, 1000]) {
      expect(listenRetryDelay(attempt, () => 1)).toBe(LISTEN_RETRY_MAX_MS);
      expect(listenRetryDelay(attempt, () => 0)).toBe(LISTEN_RETRY_MAX_MS / 2);
    }
  });
});

describe('listStatementConnections', () => {
  it("gives the lists' statements half of what the two LISTEN connections leave of the pool", () => {
    expect(listStatementConnections(10)).toBe(4);
    expect(listStatementConnections(5)).toBe(1);
    expect(listStatementConnections(4)).toBe(1);
    expect(listStatementConnections(200)).toBe(99);
  });

  it('takes none from a pool too small to spare one', () => {
    expect(listStatementConnections(3)).toBe(0);
    expect(listStatementConnections(2)).toBe(0);
  });
});
