// `npm run bench` (issue 4 §5): what visitors ask of the generated persons (seed-persons.ts): a public memory page
// (its API and the /person/{id} HTML with Open Graph tags) and the public search of memory pages, each as a
// rotation of requests drawn from public pages; and a check that «by link» and private pages stay hidden.
import type { PersonsSeed, PublicSample } from './seed-persons';

/** the page size of the web's «Люди» search */
const PEOPLE_PAGE = 12;
const ROTATION = 60;

// a spread of indexes that is the same on every run
const take = <T>(list: T[], i: number) => list[(i * 7919 + 13) % list.length];

/** GET /api/memory_page/public/{id}/ and GET /person/{id} of public pages drawn evenly. */
export function publicPagePaths(seed: PersonsSeed): { api: string[]; html: string[] } {
  const ids = Array.from({ length: Math.min(200, seed.samples.length) }, (_, i) => take(seed.samples, i).id);
  return {
    api: ids.map((id) => `/api/memory_page/public/${id}/`),
    html: ids.map((id) => `/person/${id}`),
  };
}

/** The query shapes of the «Люди» search, each a rotation of requests built from public pages' persons. */
export function peopleSearchShapes(seed: PersonsSeed): { name: string; paths: string[] }[] {
  const path = '/api/memory_page/public/';
  const list = (samples: PublicSample[], params: (sample: PublicSample) => Record<string, string | number>) =>
    Array.from({ length: ROTATION }, (_, i) => {
      const query = new URLSearchParams({
        ...Object.fromEntries(Object.entries(params(take(samples, i))).map(([k, v]) => [k, String(v)])),
        offset: '0',
        limit: String(PEOPLE_PAGE),
      });
      return `${path}?${query}`;
    });
  const all = seed.samples;
  const born = all.filter((sample) => sample.birthYear !== null);
  const placed = all.filter((sample) => sample.city);
  return [
    {
      name: `${path} (no filter: what /search asks first)`,
      paths: [`${path}?offset=0&limit=${PEOPLE_PAGE}`],
    },
    { name: `${path} ?name=<surname>`, paths: list(all, (s) => ({ name: s.lastName })) },
    {
      name: `${path} ?name=<surname name>`,
      paths: list(all, (s) => ({ name: `${s.lastName} ${s.firstName}` })),
    },
    {
      name: `${path} ?name=<name>&birth_year=`,
      paths: list(born, (s) => ({ name: s.firstName, birth_year: s.birthYear as number })),
    },
    { name: `${path} ?city=`, paths: list(placed, (s) => ({ city: s.city })) },
    {
      name: `${path} ?birth_year=&death_year=`,
      paths: list(born, (s) => ({ birth_year: s.birthYear as number, death_year: s.deathYear })),
    },
  ];
}

/**
 * GET, once more when the first try finds the connection gone: after a long seed (PGlite holds the event loop
 * while it writes) the client may reuse a kept-alive socket the server has just closed ("fetch failed").
 */
export async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { headers });
  }
}

/**
 * «By link» and private pages never show: their page answers 404 without the token, and a search for the
 * person's name and years does not find them. Returns what went wrong (empty when nothing did).
 */
export async function hiddenPagesProblems(url: string, seed: PersonsSeed): Promise<string[]> {
  const problems: string[] = [];
  for (const page of seed.hidden) {
    const direct = await get(`${url}/api/memory_page/public/${page.id}/`);
    await direct.arrayBuffer();
    if (direct.status !== 404) problems.push(`${page.visibility} page ${page.id} answered ${direct.status}`);
    const query = new URLSearchParams({
      name: `${page.lastName} ${page.firstName}`,
      death_year: String(page.deathYear),
      ...(page.birthYear ? { birth_year: String(page.birthYear) } : {}),
      limit: '100',
    });
    const found = (await (await get(`${url}/api/memory_page/public/?${query}`)).json()) as {
      results: { id: number }[];
      count: number;
    };
    if (found.results.some((card) => card.id === page.id))
      problems.push(`${page.visibility} page ${page.id} was found by the public search`);
  }
  return problems;
}
