import { expect, test } from '@playwright/test';

/** The catalog API as the site reaches it: same origin, real seeded database, contract-shaped replies. */
test.describe('catalog API on the site origin', () => {
  test('finds real cities of every market, accents and case ignored', async ({ request }) => {
    const paris = await (await request.get('/api/autocomplete-geonames.json?locale=fr_FR&term=PARIS&maxResults=5')).json();
    expect(paris[0]).toMatchObject({ category: 'city', value: 'paris' });
    const cadiz = await (await request.get('/api/autocomplete-geonames.json?locale=es_ES&term=cadiz')).json();
    expect(cadiz.map((suggestion: { label: string }) => suggestion.label).join(' ')).toContain('Cádiz');
  });

  test('searches stays in a seeded city and counts facets for them', async ({ request }) => {
    const [city] = await (await request.get('/api/autocomplete-geonames.json?locale=fr_FR&term=lyon&maxResults=1')).json();
    const search = await request.post('/api/offers.json', { data: { locale: 'fr_FR', searchCriterias: { city: city.value } } });
    expect(search.status()).toBe(200);
    const results = await search.json();
    expect(results.resultsCount).toBeGreaterThan(0);
    expect(results.exactMatches[0].hotel.location.label).toBeTruthy();
    const facets = await (await request.post('/api/search/facets.json', { data: { locale: 'fr_FR', withActivities: true, criterias: { city: city.value } } })).json();
    expect(facets.resultsCount).toBe(results.resultsCount);
  });

  test('refuses bad input with 400 and the field, never 5xx', async ({ request }) => {
    const reply = await request.post('/api/offers.json', { data: { locale: 'fr_FR', searchCriterias: { adult: 0 } } });
    expect(reply.status()).toBe(400);
    expect((await reply.json()).details[0].field).toBe('body.searchCriterias.adult');
  });

  test('serves its reference documentation at /api/docs', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    const document = await (await page.request.get('/api/docs/openapi.json')).json();
    expect(Object.keys(document.paths)).toContain('/api/offers.json');
  });
});
