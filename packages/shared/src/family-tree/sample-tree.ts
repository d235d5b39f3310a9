import type { FamilyTreeInput, FamilyTreePerson } from './layout';

/** A person of a generated family: enough for a card. */
export type SamplePerson = FamilyTreePerson & {
  gender: 'male' | 'female';
  birth: string;
  death: string | null;
  first_name: string;
  last_name: string;
};

export type SampleTree = Omit<FamilyTreeInput, 'persons'> & { persons: SamplePerson[] };

const MALE = [
  'Иван',
  'Пётр',
  'Алексей',
  'Николай',
  'Михаил',
  'Сергей',
  'Андрей',
  'Дмитрий',
  'Фёдор',
  'Павел',
];
const FEMALE = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Татьяна',
  'Наталья',
  'Ирина',
  'Вера',
  'Надежда',
  'Любовь',
];
const SURNAMES = [
  'Иванов',
  'Петров',
  'Смирнов',
  'Кузнецов',
  'Соколов',
  'Попов',
  'Лебедев',
  'Морозов',
  'Волков',
];

/** A small deterministic random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A realistic family of `count` persons for benchmarks and tests: couples with one to five children, in-laws
 * (some with their own parents and siblings), second marriages with half-siblings, children with one known parent.
 */
export function generateFamilyTree(count: number, seed = 1): SampleTree {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const persons: SamplePerson[] = [];
  const parents: [number, number][] = [];
  const spouses: [number, number][] = [];
  const surnameOf = new Map<number, string>();

  const person = (gender: 'male' | 'female', born: number, surname: string): SamplePerson => {
    const id = persons.length + 1;
    // deep families would reach the future: nobody is born after 2020
    const year = Math.min(2020, born);
    const deathYear = Math.min(2024, year + 40 + Math.floor(next() * 45));
    const died = year < 1950 || (next() < 0.2 && deathYear > year);
    const created: SamplePerson = {
      id,
      gender,
      birth: `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`,
      death: died ? String(deathYear) : null,
      first_name: pick(gender === 'male' ? MALE : FEMALE),
      last_name: gender === 'male' ? surname : `${surname}а`,
    };
    persons.push(created);
    surnameOf.set(id, surname);
    return created;
  };
  const marry = (a: SamplePerson, b: SamplePerson) => spouses.push(a.id < b.id ? [a.id, b.id] : [b.id, a.id]);
  const spouseFor = (of: SamplePerson): SamplePerson => {
    const year = Number(of.birth.slice(0, 4)) + Math.floor(next() * 7) - 3;
    const gender = of.gender === 'male' ? 'female' : 'male';
    const inLaw = person(gender, year, gender === 'male' ? pick(SURNAMES) : pick(SURNAMES));
    if (next() < 0.3 && persons.length + 3 < count) {
      // the in-law's own parents and a sibling
      const surname = surnameOf.get(inLaw.id)!;
      const father = person('male', year - 28, surname);
      const mother = person('female', year - 26, pick(SURNAMES));
      marry(father, mother);
      parents.push([father.id, inLaw.id], [mother.id, inLaw.id]);
      if (next() < 0.6) {
        const sibling = person(next() < 0.5 ? 'male' : 'female', year + 2, surname);
        parents.push([father.id, sibling.id], [mother.id, sibling.id]);
      }
    }
    return inLaw;
  };

  const queue: [SamplePerson, SamplePerson | null][] = [];
  for (let head = 0; persons.length < count; head++) {
    if (head >= queue.length) {
      // a founding couple (again, should a line die out)
      const founder = person('male', 1750, pick(SURNAMES));
      const founderWife = person('female', 1753, pick(SURNAMES));
      marry(founder, founderWife);
      queue.push([founder, founderWife]);
    }
    const [a, b] = queue[head];
    const children = 1 + Math.floor(next() * next() * 5);
    const father = a.gender === 'male' ? a : b;
    const surname = surnameOf.get((father ?? a).id)!;
    for (let k = 0; k < children && persons.length < count; k++) {
      const year = Number(a.birth.slice(0, 4)) + 22 + k * 2 + Math.floor(next() * 4);
      const child = person(next() < 0.5 ? 'male' : 'female', year, surname);
      parents.push([a.id, child.id]);
      if (b) parents.push([b.id, child.id]);
      if (persons.length >= count || next() < 0.25) continue;
      const spouse = spouseFor(child);
      marry(child, spouse);
      queue.push([child, spouse]);
      if (next() < 0.12 && persons.length < count) {
        const second = spouseFor(child);
        marry(child, second);
        queue.push([child, second]);
      } else if (next() < 0.05) {
        queue.push([child, null]);
      }
    }
  }
  return {
    persons: persons.slice(0, count),
    parents: filterLinks(parents, count),
    spouses: filterLinks(spouses, count),
  };
}

const filterLinks = (links: [number, number][], count: number) =>
  links.filter(([a, b]) => a <= count && b <= count);
