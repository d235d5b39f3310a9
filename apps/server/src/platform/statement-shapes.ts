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
 * on a PostgreSQL server is planned once for any values after a few runs (a generic plan), and a search over the
 * whole catalogue plans by what was typed (how many rows a word matches); unnamed, it is planned with its values
 * each time and only drizzle's building is saved.
 */
export const UNNAMED = undefined as unknown as string;

/** How many shapes of one statement a server keeps; past that the oldest is built again when asked. */
const SHAPES_KEPT = 200;

/**
 * How many shapes of one statement are named at most: each name stays prepared on every pooled connection that
 * ran it (with its plan) until the connection closes, so the names are few and the rarer shapes stay unnamed.
 */
export const NAMED_SHAPES = 32;

/**
 * The statements of one kind built so far, by shape (`StatementValues.shape`). A statement is prepared for the
 * database it was built on, so each service keeps its own. `named` names the first NAMED_SHAPES shapes' statements
 * (`<named>_<digest of the shape>`): a PostgreSQL server then parses each once per connection and, after five
 * runs, keeps one plan for any values when that plan is expected to cost no more than the plans made with the
 * values (PostgreSQL's own choice). For statements that every value keeps small (the deals of one company, found
 * through its indexes); otherwise UNNAMED.
 */
export function statementShapes<Statement>(options: { named?: string } = {}) {
  const built = new Map<string, Statement>();
  const names = new Set<string>();
  const nameOf = (shape: string) => {
    if (!options.named) return UNNAMED;
    const name = `${options.named}_${createHash('sha256').update(shape).digest('base64url').slice(0, 20)}`;
    if (!names.has(name) && names.size >= NAMED_SHAPES) return UNNAMED;
    names.add(name);
    return name;
  };
  return (shape: string, build: (name: string) => Statement): Statement => {
    let statement = built.get(shape);
    if (statement === undefined) {
      statement = build(nameOf(shape));
      if (built.size >= SHAPES_KEPT) built.delete(built.keys().next().value as string);
      built.set(shape, statement);
    }
    return statement;
  };
}
