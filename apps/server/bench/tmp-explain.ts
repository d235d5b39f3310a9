import { startAppUnderTest } from './app-under-test';
const app = await startAppUnderTest({ postgresServerUrl: 'postgresql://postgres@127.0.0.1:55450/postgres' });
const seed = await app.seedCatalog({ companies: 1000, products: 100_000, servicesPerCompany: 10 });
await app.vacuumAnalyze();
console.log(JSON.stringify(seed.samples.cityIds.slice(0, 10)));
const plans = await app.explainDuring('catalog', () => fetch(`${app.url}/api/public/products/?query=${encodeURIComponent('гранит')}&limit=12`).then((r) => r.text()));
for (const p of plans) console.log(p.join('\n'), '\n----');
process.exit(0);
