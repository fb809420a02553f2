import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMPORT_ERROR_MESSAGES as E, RECIPE_BOOK_MESSAGES, RECIPE_IMPORT_TEXT_MAX_LENGTH, recipeImageThumbnail } from '#contracts';
import { connectSocket, eventually, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/recipe-pages', name), 'utf8');

/** A local stand-in for French recipe sites, reached through the test-only loopback setting. */
async function startSites(): Promise<{ server: Server; base: string; hits: string[] }> {
  const hits: string[] = [];
  // The tarte's picture, as a site serves it: a large JPEG.
  const tartePicture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 210, g: 150, b: 60 } } }).jpeg().toBuffer();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (path === '/recettes/blanquette') return html(fixture('jsonld-steps.html'));
    if (path === '/recettes/tarte') return html(fixture('graph-sections.html'));
    if (path === '/recettes/gratin') return html(fixture('microdata.html'));
    if (path === '/astuces/frigo') return html(fixture('no-recipe.html'));
    if (path === '/media/tarte-pommes.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(tartePicture);
    }
    if (path === '/court/blanquette') {
      res.writeHead(301, { location: '/recettes/blanquette' });
      return res.end();
    }
    if (path === '/vers-le-reseau-interne') {
      res.writeHead(302, { location: 'http://10.0.0.7/admin' });
      return res.end();
    }
    if (path === '/vers-les-metadonnees') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    const loop = /^\/boucle\/(\d+)$/.exec(path);
    if (loop) {
      res.writeHead(302, { location: `/boucle/${Number(loop[1]) + 1}` });
      return res.end();
    }
    if (path === '/lent') return; // never answers
    if (path === '/enorme') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', push);
        }
        res.end();
      };
      return push();
    }
    if (path === '/erreur') {
      res.writeHead(500);
      return res.end('oups');
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits })));
}

describe('import from a link (API → recipe-import queue → worker → socket)', () => {
  const t = useTestStack({
    listen: true,
    env: { RECIPE_IMPORT_ALLOW_LOOPBACK: 'true', RECIPE_IMPORT_TIMEOUT_MS: '1500', RECIPE_IMAGE_DIR: mkdtempSync(join(tmpdir(), 'mijote-import-images-')) },
  });
  let sites: Awaited<ReturnType<typeof startSites>>;
  let u: TestUser;
  let socket: TestSocket;

  beforeAll(async () => {
    sites = await startSites();
    u = await subscribedUser(t);
    socket = await connectSocket(t.baseUrl, u.accessToken);
  });
  afterAll(async () => {
    socket.disconnect();
    await new Promise((r) => sites.server.close(r));
  });

  const start = async (url: string) => (await t.http().post('/api/recipes/import').set(u.auth).send({ url }).expect(202)).body.jobId as string;

  async function imported(url: string) {
    const event = socket.next('recipe.imported');
    const jobId = await start(url);
    const got = (await event) as unknown as { jobId: string; recipe: Record<string, unknown> };
    expect(got.jobId).toBe(jobId);
    return { jobId, recipe: got.recipe };
  }

  async function refused(url: string) {
    const event = socket.next('recipe.import_failed');
    const jobId = await start(url);
    const got = (await event) as { jobId: string; error: string };
    expect(got.jobId).toBe(jobId);
    return { jobId, error: got.error };
  }

  it('JSON-LD page: 202 {jobId}, recipe.imported with the recipe filed in the book, and the job says so', async () => {
    const { jobId, recipe } = await imported(`${sites.base}/recettes/blanquette`);
    expect(recipe).toMatchObject({ title: 'Blanquette de veau facile', source: 'imported', sourceUrl: `${sites.base}/recettes/blanquette`, servings: 6, preparationTime: 30, cookingTime: 105, type: 'plat' });
    expect((recipe.parsedIngredients as unknown[])[0]).toEqual({ quantity: 1.2, unit: 'kg', name: 'blanquette de veau' });
    const inBook = await t.http().get(`/api/recipes/${recipe.id}`).set(u.auth).expect(200);
    expect(inBook.body.steps).toHaveLength(4);
    const job = await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200);
    expect(job.body).toMatchObject({ jobId, status: 'completed', recipe: { id: recipe.id } });
  });

  it('@graph with HowToSection, microdata, and a redirect the client follows', async () => {
    const tarte = await imported(`${sites.base}/recettes/tarte`);
    expect(tarte.recipe).toMatchObject({ type: 'dessert', servings: 8 });
    // The page's picture is fetched through the guarded client and kept as the book's own (CSP img-src 'self').
    expect(sites.hits).toContain('/media/tarte-pommes.jpg');
    expect(tarte.recipe.image).toMatch(/^\/api\/recipe-images\/[0-9a-f]{64}\.webp$/);
    const picture = await t.http().get(tarte.recipe.image as string).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    await t.http().get(recipeImageThumbnail(tarte.recipe.image as string)!).expect(200);
    expect((tarte.recipe.steps as string[])[0]).toBe('La pâte : Sabler la farine et le beurre du bout des doigts.');
    const gratin = await imported(`${sites.base}/recettes/gratin`);
    // Its picture is on a site that cannot be reached: the recipe comes without one.
    expect(gratin.recipe).toMatchObject({ title: 'Gratin de courgettes au chèvre', servings: 4, image: null });
    const moved = await imported(`${sites.base}/court/blanquette`);
    expect(moved.recipe.sourceUrl).toBe(`${sites.base}/recettes/blanquette`);
  });

  it.each([
    ['/astuces/frigo', E.IMPORT_NO_RECIPE],
    ['/vers-le-reseau-interne', E.IMPORT_ADDRESS_REFUSED],
    ['/vers-les-metadonnees', E.IMPORT_ADDRESS_REFUSED],
    ['/boucle/0', E.IMPORT_TOO_MANY_REDIRECTS],
    ['/enorme', E.IMPORT_TOO_LARGE],
  ])('%s is refused in French, at once, and files nothing', async (path, message) => {
    const before = (await t.http().get('/api/recipes').set(u.auth).expect(200)).body.total;
    const { jobId, error } = await refused(`${sites.base}${path}`);
    expect(error).toBe(message);
    const job = await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200);
    expect(job.body).toMatchObject({ status: 'failed', error: message });
    expect((await t.http().get('/api/recipes').set(u.auth).expect(200)).body.total).toBe(before);
  });

  it('redirect loop stops after 5 redirects (6 requests at most)', async () => {
    const first = sites.hits.filter((h) => h.startsWith('/boucle/')).length;
    expect(first).toBeLessThanOrEqual(6);
  });

  it('a slow page is given up after the deadline (and retried before telling the user)', async () => {
    const { error } = await refused(`${sites.base}/lent`);
    // Three tries (a site can be slow once), then the user is told.
    expect(sites.hits.filter((h) => h === '/lent')).toHaveLength(3);
    expect(error).toBe(E.IMPORT_TIMEOUT);
  });

  it('refuses anything but a http(s) link at the door, in French', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://exemple.fr/r', 'javascript:alert(1)', 'pas une adresse', '']) {
      const res = await t.http().post('/api/recipes/import').set(u.auth).send({ url }).expect(400);
      expect(res.body.message).toBe(E.IMPORT_URL_INVALID);
    }
  });

  it('another user’s import job is 404', async () => {
    const other = await subscribedUser(t);
    const jobId = await start(`${sites.base}/recettes/gratin`);
    await t.http().get(`/api/recipes/jobs/${jobId}`).set(other.auth).expect(404);
    await eventually(async () => expect((await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200)).body.status).toBe('completed'));
  });
});

describe('import without the test setting', () => {
  const t = useTestStack({ env: { RECIPE_IMPORT_ALLOW_LOOPBACK: 'false' } });
  it('a loopback address is refused like any private one', async () => {
    const u = await subscribedUser(t);
    const { body } = await t.http().post('/api/recipes/import').set(u.auth).send({ url: 'http://127.0.0.1:9/x' }).expect(202);
    await eventually(async () => {
      const job = await t.http().get(`/api/recipes/jobs/${body.jobId}`).set(u.auth).expect(200);
      expect(job.body).toMatchObject({ status: 'failed', error: E.IMPORT_ADDRESS_REFUSED });
    });
  });
});

describe('import from a text (offline reader)', () => {
  const t = useTestStack();
  const crepes = 'Crêpes\nPour 4 personnes\nIngrédients\n250 g de farine\n4 œufs\n50 cl de lait\nPréparation\n1. Mélanger.\n2. Laisser reposer 1 heure.';
  it('answers a draft to review and saves nothing; unreadable or bad text is said in French', async () => {
    const u = await subscribedUser(t);
    const res = await t
      .http()
      .post('/api/recipes/import-text')
      .set(u.auth)
      .send({ text: crepes })
      .expect(200);
    expect(res.body).toMatchObject({ title: 'Crêpes', servings: 4, ingredients: ['250 g de farine', '4 œufs', '50 cl de lait'], steps: ['Mélanger.', 'Laisser reposer 1 heure.'] });
    expect((await t.http().get('/api/recipes').set(u.auth).expect(200)).body.total).toBe(0);
    const none = await t.http().post('/api/recipes/import-text').set(u.auth).send({ text: 'Bonjour' }).expect(422);
    expect(none.body.code).toBe('IMPORT_TEXT_UNREADABLE');
    // The limits of the web's paste box (importTextFormSchema): 20 000 characters, spaces around not counted, not blank.
    for (const text of ['x'.repeat(RECIPE_IMPORT_TEXT_MAX_LENGTH + 1), ' \n\t ']) {
      const bad = await t.http().post('/api/recipes/import-text').set(u.auth).send({ text }).expect(400);
      expect(bad.body.message).toBe(RECIPE_BOOK_MESSAGES.importTextInvalid);
    }
    const padded = `${' '.repeat(RECIPE_IMPORT_TEXT_MAX_LENGTH)}${crepes}\n`;
    expect((await t.http().post('/api/recipes/import-text').set(u.auth).send({ text: padded }).expect(200)).body.title).toBe('Crêpes');
  });
});
