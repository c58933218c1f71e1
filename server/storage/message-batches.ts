/**
 * Messages between the event loop and the writer thread go in batches: what one side has to say during a round of
 * its event loop leaves as one message at the round's end (setImmediate). A message costs the sender a copy and the
 * receiver an event whatever its size, and a batch of leads arrives together, so the thread's group commit takes
 * it whole (threaded-lead-writes.ts, lead-writer-thread.ts).
 */
export function batchedSender<Item>(send: (batch: Item[]) => void): (item: Item) => void {
  let batch: Item[] = [];
  return (item) => {
    batch.push(item);
    if (batch.length > 1) return;
    setImmediate(() => {
      const sent = batch;
      batch = [];
      send(sent);
    });
  };
}
