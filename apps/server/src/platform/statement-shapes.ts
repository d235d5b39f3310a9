import { createHash } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';

/**
 * One request's values for a statement built once per shape (issue 13 §2). Drizzle spends a millisecond or more
 * building a search's SQL on every request (a CPU profile of the searches under load: about 30 % of the server's
 * time); a statement whose values are placeholders is built once and then only filled.
 *
 * Every value a request brings goes through `value()`, which answers a placeholder; every choice that changes the
 * statement's text without a value of its own (a sort, a branch such as «no responsible») goes through `choice()`.
 * The shape is the sequence of both, so two requests share a statement exactly when their SQL text is the same.
 */
export class StatementValues {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[] = [];

  /** The value as a placeholder of the statement; `what` names it in the shape. */
  value(what: string, value: unknown): Placeholder<string, unknown> {
    const name = `p${this.parts.length}`;
    this.parts.push(`${what}=${name}`);
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A choice that changes the statement's text. */
  choice(what: string, option: string | number | boolean): void {
    this.parts.push(`${what}:${option}`);
  }

  get shape(): string {
    return this.parts.join('|');
  }
}

/** The value as a placeholder when the statement is built once per shape, or as itself. */
export function bound<Value>(
  values: StatementValues | undefined,
  what: string,
  value: Value,
): Value | Placeholder<string, unknown> {
  return values ? values.value(what, value) : value;
}

/**
 * The name to `.prepare()` a shape's statement with: none. Drizzle's type asks for one, but a named statement
 * on a PostgreSQL server is planned once for any values after a few runs (a generic plan), and a search's plan
 * depends on what was typed (how many rows a word matches); unnamed, it is planned with its values each time and
 * only drizzle's building is saved.
 */
export const UNNAMED = undefined as unknown as string;

/** How many shapes of one statement a server keeps; past that the oldest is built again when asked. */
const SHAPES_KEPT = 200;

/**
 * The statements of one kind built so far, by shape (`StatementValues.shape`). A statement is prepared for the
 * database it was built on, so each service keeps its own. `named` names each shape's statement (`<named>_<digest
 * of the shape>`): a PostgreSQL server then parses it once per connection and, after a few runs, plans it once for
 * any values (a generic plan), for statements whose best plan does not depend on the values; otherwise UNNAMED.
 */
export function statementShapes<Statement>(options: { named?: string } = {}) {
  const built = new Map<string, Statement>();
  return (shape: string, build: (name: string) => Statement): Statement => {
    let statement = built.get(shape);
    if (statement === undefined) {
      const name = options.named
        ? `${options.named}_${createHash('sha256').update(shape).digest('base64url').slice(0, 20)}`
        : UNNAMED;
      statement = build(name);
      if (built.size >= SHAPES_KEPT) built.delete(built.keys().next().value as string);
      built.set(shape, statement);
    }
    return statement;
  };
}
