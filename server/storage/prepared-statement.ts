import { CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from './database';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * A SQLite connection a prepared statement runs on itself, in the calling thread, without Kysely's executor: the
 * writer thread's (lead-writer-thread.ts), whose every lead runs the same few statements in one transaction. Kysely
 * only compiles them, once. Its executor (a connection lock, result transforms, a promise a step) cost 30 to 40 µs
 * of a lead's write, in a loop of writes alone (docs/benchmark-results.md, 2026-11-30, sixth).
 */
export interface DirectSqlite {
  /** Compiles the statements: a Kysely for SQLite, never asked to run one. */
  readonly compiler: Executor;
  /** Runs compiled SQL on the connection now: its rows, none for a statement that returns none. */
  run(sql: string, parameters: readonly unknown[]): unknown[];
}

/** Where a prepared statement runs: through Kysely on a database or a transaction, or on a SQLite connection itself. */
export type StatementTarget = Executor | DirectSqlite;

/** Where a compiled parameter's value comes from on each run: one of the values given, or the compiled constant. */
type Slot = { value: string } | { constant: unknown };

/**
 * A statement Kysely builds and compiles once for each engine, then runs with each call's values. Building a query
 * (a tree of frozen nodes) and compiling it to SQL cost more of the event loop than SQLite took to run the
 * statements a lead writes (docs/benchmark-results.md), and the SQL is the same for every lead.
 *
 * `build` is called once per engine with a stand-in text for each value, named as the values are; each compiled
 * parameter that is a stand-in takes that value on every run, and any other (a `limit`) stays as compiled. A value
 * must therefore be one Kysely passes as a parameter (compared, inserted), never one that shapes the SQL; and
 * every call gives the same names, which is checked.
 */
export function preparedStatement<Values extends object, Row>(
  build: (db: Executor, values: Values) => Compilable<Row>,
): (target: StatementTarget, values: Values) => Promise<Row[]> {
  const byEngine = new Map<unknown, { sql: string; slots: Slot[]; names: string[] }>();
  return async (target, values) => {
    const db = 'run' in target ? target.compiler : target;
    const engine = db.getExecutor().adapter.constructor;
    let prepared = byEngine.get(engine);
    if (!prepared) {
      const names = Object.keys(values);
      const standIns = new Map(names.map((name) => [`\u0000${name}\u0000`, name]));
      const compiled = build(
        db,
        Object.fromEntries([...standIns].map(([text, name]) => [name, text])) as Values,
      ).compile();
      const slots = compiled.parameters.map((parameter): Slot => {
        const name = typeof parameter === 'string' ? standIns.get(parameter) : undefined;
        return name === undefined ? { constant: parameter } : { value: name };
      });
      const placed = new Set(slots.flatMap((slot) => ('value' in slot ? [slot.value] : [])));
      const unplaced = names.filter((name) => !placed.has(name));
      if (unplaced.length > 0)
        throw new Error(`Not parameters of the prepared statement: ${unplaced.join(', ')}`);
      prepared = { sql: compiled.sql, slots, names };
      byEngine.set(engine, prepared);
    }
    const { sql, slots, names } = prepared;
    if (Object.keys(values).length !== names.length || names.some((name) => !Object.hasOwn(values, name))) {
      throw new Error(`A prepared statement takes the values ${names.join(', ')}`);
    }
    const given = values as Record<string, unknown>;
    const parameters = slots.map((slot) => ('value' in slot ? given[slot.value] : slot.constant));
    if ('run' in target) return target.run(sql, parameters) as Row[];
    return (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows;
  };
}
