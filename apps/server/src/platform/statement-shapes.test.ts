import { describe, expect, it } from 'vitest';
import { NAMED_SHAPES, StatementValues, statementShapes, UNNAMED } from './statement-shapes';

describe('statement shapes', () => {
  it('names a shape by every value and choice in order, never by the values themselves', () => {
    const shapeOf = (fill: (values: StatementValues) => void) => {
      const values = new StatementValues();
      fill(values);
      return values;
    };
    const one = shapeOf((v) => {
      v.value('company', 1);
      v.value('word', '%алла%');
      v.choice('sort', '-total');
    });
    const other = shapeOf((v) => {
      v.value('company', 2);
      v.value('word', '%вера%');
      v.choice('sort', '-total');
    });
    expect(one.shape).toBe(other.shape);
    expect(one.values).toEqual({ p0: 1, p1: '%алла%' });
    expect(other.values).toEqual({ p0: 2, p1: '%вера%' });

    const shapes = [
      one.shape,
      shapeOf((v) => {
        v.value('company', 1);
        v.value('word', '%а%');
        v.choice('sort', 'total');
      }).shape,
      shapeOf((v) => {
        v.value('company', 1);
        v.value('word', '%а%');
        v.value('word', '%б%');
        v.choice('sort', '-total');
      }).shape,
      shapeOf((v) => {
        v.value('company', 1);
        v.value('phone', '%123%');
        v.choice('sort', '-total');
      }).shape,
      shapeOf((v) => {
        v.value('company', 1);
        v.choice('search', 'nothing');
        v.choice('sort', '-total');
      }).shape,
    ];
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('builds a shape once and keeps at most 200, the oldest going first', () => {
    const statements = statementShapes<{ shape: string }>();
    let builds = 0;
    const get = (shape: string) => statements(shape, () => ({ shape: `${shape}#${++builds}` }));
    expect(get('a')).toEqual({ shape: 'a#1' });
    expect(get('a')).toEqual({ shape: 'a#1' });
    for (let i = 0; i < 200; i++) get(`s${i}`);
    expect(builds).toBe(201);
    expect(get('s199').shape).toBe('s199#201');
    expect(get('a').shape).toBe('a#202');
  });

  it('names the first shapes of a named kind only, each by its own digest, the same name when built again', () => {
    const statements = statementShapes<string>({ named: 'list' });
    const nameOf = (shape: string) => statements(shape, (name) => name);
    const first = Array.from({ length: NAMED_SHAPES }, (_, i) => nameOf(`shape ${i}`));
    expect(new Set(first).size).toBe(NAMED_SHAPES);
    for (const name of first) expect(name).toMatch(/^list_[\w-]{20}$/);
    expect(nameOf(`shape ${NAMED_SHAPES}`)).toBe(UNNAMED);
    // pushed out of the kept statements by 200 others and built again: the same name
    let builds = 0;
    for (let i = 0; i < 200; i++) statements(`other ${i}`, () => `built ${++builds}`);
    expect(statements('shape 0', (name) => `${name} again`)).toBe(`${first[0]} again`);
    expect(statementShapes<string>()('shape 0', (name) => name)).toBe(UNNAMED);
  });
});
