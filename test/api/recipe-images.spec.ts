import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { RECIPE_BOOK_MESSAGES as M, recipeImageThumbnail } from '#contracts';
import { RecipeImageStore } from '#domain/recipes';
import { JobQueue, QueueName } from '#queue';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

const dir = mkdtempSync(join(tmpdir(), 'mijote-recipe-images-'));
const STORED = /^\/api\/recipe-images\/[0-9a-f]{64}\.webp$/;

/** A phone's photo: 2000 × 1000 as stored, shot rotated (EXIF orientation 6), with EXIF the owner never meant to share. */
const phonePhoto = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Famille Dupont', Artist: 'Mamie' } } })
    .toBuffer();
const square = (format: 'png' | 'webp' | 'gif', colour = { r: 30, g: 160, b: 90 }) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } }).toFormat(format).toBuffer();

describe('recipe photos (PUT/DELETE /api/recipes/:id/image, served at /api/recipe-images)', () => {
  const t = useTestStack({ env: { RECIPE_IMAGE_DIR: dir } });
  let a: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  const newRecipe = async (user: TestUser, title = 'Tarte fine aux pommes') =>
    (await t.http().post('/api/recipes').set(user.auth).send({ title, ingredients: ['4 pommes'], steps: ['Cuire.'] }).expect(201)).body as { id: string; version: number; image: string | null };
  const upload = (user: TestUser, id: string, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    t.http().put(`/api/recipes/${id}/image`).set(user.auth).attach('image', bytes, { filename, contentType });
  const files = () => readdirSync(dir).filter((f) => !f.startsWith('.')).sort();
  const served = async (path: string) => {
    const res = await t.http().get(path).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    return res;
  };

  it('stores a phone photo upright, resized to WebP with a thumbnail, without its EXIF, served immutable', async () => {
    const r = await newRecipe(a);
    const res = await upload(a, r.id, await phonePhoto()).expect(200);
    expect(res.body.image).toMatch(STORED);
    expect(res.body.version).toBe(r.version + 1);
    expect((await t.http().get(`/api/recipes/${r.id}`).set(a.auth).expect(200)).body.image).toBe(res.body.image);

    const main = await served(res.body.image);
    expect(main.status).toBe(200);
    expect(main.headers['content-type']).toBe('image/webp');
    expect(main.headers['cache-control']).toMatch(/immutable/);
    expect(main.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(main.body as Buffer).metadata();
    // Turned upright (portrait), then fitted in 1200 px.
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const thumb = await served(recipeImageThumbnail(res.body.image)!);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 200, height: 400 });
  });

  it('takes PNG and WebP, judged by their bytes', async () => {
    const r = await newRecipe(a, 'Salade verte');
    const png = await upload(a, r.id, await square('png'), 'salade.png', 'image/png').expect(200);
    expect(png.body.image).toMatch(STORED);
    // A WebP sent with a wrong declared type is still a WebP.
    const webp = await upload(a, r.id, await square('webp', { r: 1, g: 2, b: 3 }), 'salade.bin', 'application/octet-stream').expect(200);
    expect(webp.body.image).toMatch(STORED);
    expect(webp.body.image).not.toBe(png.body.image);
  });

  it('refuses another format, a file that is no picture, a missing file and a too-large one, in French, and keeps the photo it had', async () => {
    const r = await newRecipe(a, 'Soupe');
    const kept = (await upload(a, r.id, await square('png', { r: 9, g: 9, b: 9 }), 'soupe.png', 'image/png').expect(200)).body.image;

    const gif = await upload(a, r.id, await square('gif'), 'anim.gif', 'image/gif').expect(415);
    expect(gif.body).toMatchObject({ code: 'IMAGE_TYPE_REFUSED', message: M.imageTypeRefused });
    const text = await upload(a, r.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.jpg').expect(415);
    expect(text.body.message).toBe(M.imageTypeRefused);

    const missing = await t.http().put(`/api/recipes/${r.id}/image`).set(a.auth).send({ image: 'x' }).expect(400);
    expect(missing.body).toMatchObject({ code: 'IMAGE_MISSING', message: M.imageMissing });
    const otherField = await t.http().put(`/api/recipes/${r.id}/image`).set(a.auth).attach('photo', await square('png'), 'p.png').expect(400);
    expect(otherField.body.message).toBe(M.imageMissing);

    const huge = await upload(a, r.id, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)).expect(413);
    expect(huge.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: M.imageTooLarge });

    const after = await t.http().get(`/api/recipes/${r.id}`).set(a.auth).expect(200);
    expect(after.body.image).toBe(kept);
  });

  it("another household's recipe is 404 for upload and removal, and nothing is written", async () => {
    const r = await newRecipe(a, 'Quiche');
    const before = files();
    const up = await upload(stranger, r.id, await square('png', { r: 200, g: 0, b: 0 })).expect(404);
    expect(up.body.code).toBe('NOT_FOUND');
    await t.http().delete(`/api/recipes/${r.id}/image`).set(stranger.auth).expect(404);
    await upload(a, '00000000-0000-4000-8000-000000000000', await square('png')).expect(404);
    expect(files()).toEqual(before);
  });

  it('replacing or removing the photo removes its files; a deleted recipe keeps its photo for "Annuler"', async () => {
    const r = await newRecipe(a, 'Clafoutis');
    const first = (await upload(a, r.id, await square('png', { r: 10, g: 20, b: 30 })).expect(200)).body.image as string;
    const hash = (p: string) => p.slice(-69, -5);
    expect(files()).toEqual(expect.arrayContaining([`${hash(first)}.webp`, `${hash(first)}.thumb.webp`]));

    const second = (await upload(a, r.id, await square('png', { r: 40, g: 50, b: 60 })).expect(200)).body.image as string;
    expect(files().filter((f) => f.startsWith(hash(first)))).toEqual([]);
    expect((await served(first)).status).toBe(404);

    await t.http().delete(`/api/recipes/${r.id}`).set(a.auth).expect(204);
    expect((await served(second)).status).toBe(200);
    const back = await t.http().post(`/api/recipes/${r.id}/restore`).set(a.auth).expect(200);
    expect(back.body.image).toBe(second);

    const removed = await t.http().delete(`/api/recipes/${r.id}/image`).set(a.auth).expect(200);
    expect(removed.body.image).toBeNull();
    expect(files().filter((f) => f.startsWith(hash(second)))).toEqual([]);
    const unknown = await t.http().get(second).expect(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
  });

  it('a picture two recipes share stays until neither names it', async () => {
    const bytes = await square('png', { r: 77, g: 77, b: 0 });
    const one = await newRecipe(a, 'Crêpes');
    const two = await newRecipe(stranger, 'Crêpes aussi');
    const p1 = (await upload(a, one.id, bytes).expect(200)).body.image;
    const p2 = (await upload(stranger, two.id, bytes).expect(200)).body.image;
    expect(p2).toBe(p1);
    await t.http().delete(`/api/recipes/${one.id}/image`).set(a.auth).expect(200);
    expect((await served(p2)).status).toBe(200);
    await t.http().delete(`/api/recipes/${two.id}/image`).set(stranger.auth).expect(200);
    expect((await served(p2)).status).toBe(404);
  });
});

describe('the pictures sweep (scheduled on the recipe-import queue)', () => {
  const sweepDir = mkdtempSync(join(tmpdir(), 'mijote-recipe-sweep-'));
  const t = useTestStack({ env: { RECIPE_IMAGE_DIR: sweepDir } });

  it('removes the files no recipe names (a household deleted with its book), old enough; keeps the rest', async () => {
    const a = await subscribedUser(t);
    const kept = (await t.http().post('/api/recipes').set(a.auth).send({ title: 'Gardée', ingredients: ['1 œuf'], steps: [] }).expect(201)).body.id;
    const gone = (await t.http().post('/api/recipes').set(a.auth).send({ title: 'Partie', ingredients: ['1 œuf'], steps: [] }).expect(201)).body.id;
    const photo = (colour: number) => sharp({ create: { width: 50, height: 50, channels: 3, background: { r: colour, g: 0, b: 0 } } }).png().toBuffer();
    const put = (id: string, bytes: Buffer) => t.http().put(`/api/recipes/${id}/image`).set(a.auth).attach('image', bytes, 'p.png');
    const keptImage = (await put(kept, await photo(1)).expect(200)).body.image as string;
    const goneImage = (await put(gone, await photo(2)).expect(200)).body.image as string;
    // The recipe leaves without its photo's files being told (as when its household is deleted).
    await t.db.query('DELETE FROM recipes WHERE id = $1', [gone]);
    const names = () => readdirSync(sweepDir).sort();
    const hashOf = (p: string) => p.slice(-69, -5);
    const store = t.app.get(RecipeImageStore);

    // Within the grace period (an upload in progress), nothing goes.
    expect(await store.sweep()).toEqual({ removed: 0 });
    expect(names().filter((n) => n.startsWith(hashOf(goneImage)))).toHaveLength(2);

    expect(await store.sweep(0)).toEqual({ removed: 2 });
    expect(names()).toEqual([`${hashOf(keptImage)}.thumb.webp`, `${hashOf(keptImage)}.webp`]);
    await t.http().get(keptImage).expect(200);
    // The worker keeps it scheduled.
    const scheduled = await t.app.get(JobQueue).scheduler(QueueName.RecipeImport, 'recipe-images-sweep');
    expect(scheduled).toMatchObject({ id: 'recipe-images-sweep' });
  });
});
