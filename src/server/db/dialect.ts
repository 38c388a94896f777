import {
  type ColumnDataType,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type SqlBool,
  SqliteAdapter,
  type UnknownRow,
  type ValueNode,
  sql,
} from "kysely";
import { BOOLEAN_COLUMNS } from "./types";

/**
 * Everything that differs between SQLite and PostgreSQL lives here, once:
 * auto-increment ids, timestamp columns, booleans, case-insensitive search, and what a backup
 * needs to know of the schema (foreign keys, id sequences).
 */

export type DialectName = "sqlite" | "postgres";

export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

/** Column type of an auto-incrementing integer primary key. */
export function idColumnType(dialect: DialectName): ColumnDataType {
  return dialect === "sqlite" ? "integer" : "serial";
}

export function timestampColumnType(dialect: DialectName): ColumnDataType {
  return dialect === "sqlite" ? "text" : "timestamptz";
}

/** Default value of a timestamp column: now, as an ISO-8601 string on SQLite. */
export function nowDefault(dialect: DialectName) {
  return dialect === "sqlite" ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` : sql`now()`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * A case-insensitive "contains" condition. `%`, `_` and `\` in the search text are
 * matched literally.
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  dialect: DialectName,
  column: Expression<string>,
  text: string,
): Expression<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (dialect === "postgres") return eb(column, "ilike", pattern);
  // SQLite's LIKE folds ASCII only, which is enough for ASCII text and avoids a call into
  // JavaScript per row; other text goes through casefold(), registered in db/index.ts.
  return /^[\x20-\x7e]*$/.test(text)
    ? sql<SqlBool>`${column} like ${pattern} escape '\\'`
    : sql<SqlBool>`casefold(${column}) like casefold(${pattern}) escape '\\'`;
}

/** A case-insensitive equality, folding as `toLowerCase()` does on both dialects (casefold() on SQLite). */
export function equalsIgnoringCase(
  dialect: DialectName,
  column: Expression<string>,
  text: string,
): Expression<SqlBool> {
  return dialect === "postgres"
    ? sql<SqlBool>`lower(${column}) = ${text.toLowerCase()}`
    : sql<SqlBool>`casefold(${column}) = ${text.toLowerCase()}`;
}

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    // Keep the node's other flags: DDL defaults are inlined ("immediate") values.
    return typeof node.value === "boolean" ? { ...node, value: node.value ? 1 : 0 } : super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v)) };
  }
}

/** better-sqlite3 cannot bind booleans and returns 0/1: convert both ways. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        if (BOOLEAN_COLUMNS.has(key) && typeof row[key] === "number") row[key] = row[key] === 1;
      }
    }
    return args.result;
  }
}

/**
 * A case-insensitive sort key that orders the same on both dialects and in JavaScript
 * (`toLowerCase()`, then code points): casefold() on SQLite, whose lower() folds ASCII
 * only; the "C" collation on PostgreSQL, whose default collation may ignore punctuation.
 */
export function textSortKey(dialect: DialectName, column: Expression<string>): Expression<string> {
  return dialect === "sqlite" ? sql<string>`casefold(${column})` : sql<string>`lower(${column}) collate "C"`;
}

/** The PostgreSQL schema unqualified names resolve to; SQLite has none. */
export async function currentSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (dialectOf(db) === "sqlite") return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
}

/** Pairs of a table and a table its foreign keys point at, in the current schema. */
export async function foreignKeyParents<T>(db: Kysely<T>): Promise<{ table: string; parent: string }[]> {
  const query =
    dialectOf(db) === "sqlite"
      ? sql<{ table: string; parent: string }>`
          select m.name as "table", f."table" as parent
          from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'`
      : sql<{ table: string; parent: string }>`
          select c.relname as "table", p.relname as parent
          from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`;
  return (await query.execute(db)).rows;
}

/**
 * After rows were written with their own ids: PostgreSQL's id sequences must continue after
 * the largest. SQLite needs nothing, as it takes the largest id plus one.
 */
export async function continueIdSequences<T>(db: Kysely<T>, tables: string[]): Promise<void> {
  if (dialectOf(db) === "sqlite") return;
  for (const table of tables) {
    const { rows } = await sql<{ column: string; sequence: string }>`
      select a.attname as "column", pg_get_serial_sequence(format('%I', ${table}::text), a.attname) as sequence
      from pg_attribute a
      where a.attrelid = format('%I', ${table}::text)::regclass and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('%I', ${table}::text), a.attname) is not null`.execute(db);
    for (const { column, sequence } of rows) {
      await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
        db,
      );
    }
  }
}

/**
 * Runs `work` all or nothing on one SQLite connection, inside a transaction someone else began
 * (a restore migrates within its own) or on its own: a savepoint nests where BEGIN cannot.
 */
export async function sqliteAtomically<T>(db: Kysely<unknown>, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`savepoint atomically`.execute(connection);
    try {
      const result = await work(connection);
      await sql`release savepoint atomically`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback to savepoint atomically`.execute(connection);
      await sql`release savepoint atomically`.execute(connection);
      throw error;
    }
  });
}
