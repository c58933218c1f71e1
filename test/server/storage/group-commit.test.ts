import { setImmediate as nextRound } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../../server/storage/group-commit';

/** A writer that records each transaction it was given and can be told to refuse an item. */
function recordingWriter(refused: (item: string) => boolean = () => false) {
  const transactions: string[][] = [];
  let open: Promise<void> = Promise.resolve();
  let finish = () => {};
  return {
    transactions,
    /** Holds the next transaction open until `finishTransaction` is called. */
    holdNextTransaction() {
      open = new Promise((resolve) => (finish = resolve));
    },
    finishTransaction: () => finish(),
    groupCommit: createGroupCommit<string, string>({
      async writeGroup(items) {
        transactions.push([...items]);
        await open;
        if (items.some(refused)) throw new Error('refused');
        return items.map((item) => `stored ${item}`);
      },
      async writeOne(item) {
        transactions.push([item]);
        if (refused(item)) throw new Error(`refused ${item}`);
        return `stored ${item}`;
      },
    }),
  };
}

describe('group commit', () => {
  it('commits the writes of one round together and answers each its own result', async () => {
    const writer = recordingWriter();

    const results = await Promise.all(['a', 'b', 'c'].map((item) => writer.groupCommit.write(item)));

    expect(results).toEqual(['stored a', 'stored b', 'stored c']);
    expect(writer.transactions).toEqual([['a', 'b', 'c']]);
  });

  it('answers no write before its group has committed', async () => {
    const writer = recordingWriter();
    writer.holdNextTransaction();
    let answered = false;
    const writes = Promise.all(['a', 'b'].map((item) => writer.groupCommit.write(item))).then(
      () => (answered = true),
    );

    await nextRound();
    await nextRound();
    expect(writer.transactions).toEqual([['a', 'b']]);
    expect(answered).toBe(false);

    writer.finishTransaction();
    await writes;
    expect(answered).toBe(true);
  });

  it('puts what arrives during a commit in the next group', async () => {
    const writer = recordingWriter();
    writer.holdNextTransaction();
    const first = Promise.all(['a', 'b'].map((item) => writer.groupCommit.write(item)));
    await nextRound();
    const second = Promise.all(['c', 'd', 'e'].map((item) => writer.groupCommit.write(item)));
    await nextRound();
    await nextRound();
    expect(writer.transactions).toEqual([['a', 'b']]);

    writer.finishTransaction();

    expect(await first).toEqual(['stored a', 'stored b']);
    expect(await second).toEqual(['stored c', 'stored d', 'stored e']);
    expect(writer.transactions).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('fails only the write that fails, by trying each again on its own', async () => {
    const writer = recordingWriter((item) => item === 'bad');

    const results = await Promise.allSettled(['a', 'bad', 'c'].map((item) => writer.groupCommit.write(item)));

    expect(results).toEqual([
      { status: 'fulfilled', value: 'stored a' },
      { status: 'rejected', reason: new Error('refused bad') },
      { status: 'fulfilled', value: 'stored c' },
    ]);
    expect(writer.transactions).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('writes a lone write on its own', async () => {
    const writer = recordingWriter();

    expect(await writer.groupCommit.write('a')).toBe('stored a');
    expect(writer.transactions).toEqual([['a']]);
  });
});
