/**
 * Group commit: the writes asked for while the event loop works through one round of requests (and while the
 * previous group commits) are committed together, in one transaction, once that round is over (setImmediate). Every caller's promise settles only after the commit,
 * so each write is as durable at its answer as with a commit of its own; SQLite then pays for one commit where it
 * paid for one per lead, and concurrent leads stop queueing for the single writer.
 * If the group's transaction fails, each write is tried again on its own, so one bad write fails only its caller.
 */
export interface GroupCommit<Item, Result> {
  write(item: Item): Promise<Result>;
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<Item, Result>(options: {
  /** Writes every item in one transaction; answers one result per item, in order. */
  writeGroup(items: Item[]): Promise<Result[]>;
  /** Writes one item in a transaction of its own. */
  writeOne(item: Item): Promise<Result>;
}): GroupCommit<Item, Result> {
  let waiting: Pending<Item, Result>[] = [];

  async function commit(group: Pending<Item, Result>[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Pending<Item, Result>];
      await options.writeOne(only.item).then(only.resolve, only.reject);
      return;
    }
    let results: Result[];
    try {
      results = await options.writeGroup(group.map((pending) => pending.item));
    } catch {
      await Promise.all(
        group.map((pending) => options.writeOne(pending.item).then(pending.resolve, pending.reject)),
      );
      return;
    }
    group.forEach((pending, index) => pending.resolve(results[index]!));
  }

  let scheduled = false;
  let committing = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (committing || waiting.length === 0) return;
      const group = waiting;
      waiting = [];
      committing = true;
      void commit(group).finally(() => {
        committing = false;
        // What arrived during the commit goes in the next group, started at once.
        if (waiting.length > 0) schedule();
      });
    });
  }

  return {
    write(item) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!committing) schedule();
      });
    },
  };
}
