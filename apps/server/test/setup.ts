import { expect } from 'vitest';

type Tester = Parameters<typeof expect.addEqualityTesters>[0][number];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * Error bodies carry `error_code` beside their messages. An expectation that names no code compares the
 * messages alone (the tests written before codes existed say exactly which messages come back); one that names
 * a code compares it too.
 */
const errorCodeOptional: Tester = function (a, b, testers) {
  if (!isPlainObject(a) || !isPlainObject(b)) return undefined;
  const inA = 'error_code' in a;
  const inB = 'error_code' in b;
  if (inA === inB) return undefined;
  const { error_code: _a, ...restA } = a;
  const { error_code: _b, ...restB } = b;
  return this.equals(restA, restB, testers);
};

expect.addEqualityTesters([errorCodeOptional]);
