import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { MAX_UPLOAD_BYTES, type Role } from '@app/shared';
import { t as translate } from '../../src/lib/i18n';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import sharp from 'sharp';

let t: TestApp;
let tmp: string;
let uploadDir: string;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  // A dot folder on the way, like the default `.data/uploads`: serving must not mistake it for a dotfile.
  uploadDir = path.join(tmp, '.data', 'uploads');
  t = await buildTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A real 1x1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const api = () => request(t.app);
const user = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles);
const upload = (u: CreatedUser, bytes: Buffer, filename = 'photo.png', contentType = 'image/png') =>
  api().post('/api/image').set(bearer(u.token)).attach('image', bytes, { filename, contentType });
const imageCount = async (owner: CreatedUser) =>
  ((await t.ctx.ds.query(`SELECT count(*)::int AS n FROM images WHERE owner_id = $1`, [owner.id])) as { n: number }[])[0].n;
const storedName = (url: string) => url.replace('/api/uploads/', '');

describe('POST /image', () => {
  it('stores a PNG under a random name, decoded and re-encoded, and serves back exactly what it stored', async () => {
    const u = await user(['student']);
    const res = await upload(u, PNG_1X1, '../../evil name.png').expect(201);
    const stored = fs.readFileSync(path.join(uploadDir, storedName(res.body.url)));
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/),
      mime: 'image/png',
      size: stored.length,
    });
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const served = await api()
      .get(res.body.url)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses what only looks like an image (a PNG signature then zeros, a truncated JPEG), and stores nothing', async () => {
    const u = await user(['student']);
    const filesBefore = fs.readdirSync(uploadDir).length;
    const zeros = Buffer.alloc(2 * 1024 * 1024);
    PNG_1X1.copy(zeros, 0, 0, 8);
    expectFieldError(await upload(u, zeros, 'zeros.png'), 'image', 'validation.image.type', { exact: true });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    expectFieldError(await upload(u, jpeg.subarray(0, 200), 'cut.jpg', 'image/jpeg'), 'image', 'validation.image.type', { exact: true });
    // A JPEG body behind a PNG signature is not a PNG.
    expectFieldError(await upload(u, Buffer.concat([PNG_1X1.subarray(0, 8), jpeg]), 'mixed.png'), 'image', 'validation.image.type', { exact: true });
    expect(await imageCount(u)).toBe(0);
    expect(fs.readdirSync(uploadDir)).toHaveLength(filesBefore);
  });

  it('refuses an image wider or taller than 8000 pixels', async () => {
    const u = await user(['student']);
    const wide = await sharp({ create: { width: 8001, height: 2, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expectFieldError(await upload(u, wide, 'wide.png'), 'image', 'validation.image.dimensions', { exact: true });
  });

  it('strips EXIF and GPS from a stored photo, keeping it the right way up', async () => {
    const u = await user(['student']);
    // 40x20 pixels, EXIF orientation 6 (rotate 90°), with a GPS position and a camera name.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#aa3300' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('SpyCam');
    const res = await upload(u, photo, 'photo.jpg', 'image/jpeg').expect(201);
    const stored = fs.readFileSync(path.join(uploadDir, storedName(res.body.url)));
    const after = await sharp(stored).metadata();
    expect({ exif: after.exif, icc: after.icc, xmp: after.xmp, orientation: after.orientation }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      orientation: undefined,
    });
    expect(stored.toString('latin1')).not.toContain('SpyCam');
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('takes the type from the bytes, not from the name or the declared mimetype', async () => {
    const u = await user(['student']);
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00aa00' } })
      .jpeg()
      .toBuffer();
    const res = await upload(u, jpeg, 'holiday.gif', 'image/gif').expect(201);
    expect(res.body.mime).toBe('image/jpeg');
    expect(res.body.url).toMatch(/\.jpg$/);
    const served = await api().get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file dressed up as a PNG, and stores nothing', async () => {
    const u = await user(['student']);
    await upload(u, PNG_1X1).expect(201);
    const filesBefore = fs.readdirSync(uploadDir).length;
    expectFieldError(await upload(u, Buffer.from('just some text, not an image\n'), 'notes.png', 'image/png'), 'image', 'validation.image.type', {
      exact: true,
    });
    expectFieldError(
      await upload(u, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'),
      'image',
      'validation.image.type',
      { exact: true },
    );
    expect(await imageCount(u)).toBe(1);
    expect(fs.readdirSync(uploadDir)).toHaveLength(filesBefore);
  });

  it('asks for a file when none (or another field, or an empty one) is sent', async () => {
    const u = await user(['student']);
    expectFieldError(await api().post('/api/image').set(bearer(u.token)), 'image', 'validation.image.required', { exact: true });
    expectFieldError(await api().post('/api/image').set(bearer(u.token)).field('image', 'not a file'), 'image', 'validation.image.required', {
      exact: true,
    });
    expectFieldError(await api().post('/api/image').set(bearer(u.token)).attach('file', PNG_1X1, 'a.png'), 'image', 'validation.image.required', {
      exact: true,
    });
    expectFieldError(await upload(u, Buffer.alloc(0)), 'image', 'validation.image.required', { exact: true });
    expect(await imageCount(u)).toBe(0);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const u = await user(['student']);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG_1X1.copy(big);
    const res = await upload(u, big, 'big.png').expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await imageCount(u)).toBe(0);
  });

  it('needs a login', async () => {
    const res = await api().post('/api/image').attach('image', PNG_1X1, 'a.png').expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /uploads/:name', () => {
  it('answers 404 for names that are not ours, including traversal attempts', async () => {
    for (const name of [
      '..%2F..%2Fpackage.json',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      'ABCDEF0123456789abcdef0123456789.png',
      'a'.repeat(32) + '.svg',
      'a'.repeat(32) + '.png',
      '.env',
    ]) {
      const res = await api().get(`/api/uploads/${name}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});

describe('DELETE /image/:id', () => {
  it('lets the owner delete: row and file go, the avatar pointing at it is cleared', async () => {
    const u = await user(['student']);
    const img = (await upload(u, PNG_1X1).expect(201)).body;
    await api().patch('/api/basic/profile').set(bearer(u.token)).send({ avatar_image_id: img.id }).expect(200);

    await api().delete(`/api/image/${img.id}`).set(bearer(u.token)).expect(204);
    expect(await imageCount(u)).toBe(0);
    expect(fs.existsSync(path.join(uploadDir, storedName(img.url)))).toBe(false);
    await api().get(img.url).expect(404);
    const profile = await api().get('/api/profile').set(bearer(u.token)).expect(200);
    expect(profile.body.avatar_url).toBeNull();
    await api().delete(`/api/image/${img.id}`).set(bearer(u.token)).expect(404);
  });

  it("refuses another user's image with 403 and keeps it", async () => {
    const [owner, other] = [await user(['student']), await user(['teacher'])];
    const img = (await upload(owner, PNG_1X1).expect(201)).body;
    const res = await api().delete(`/api/image/${img.id}`).set(bearer(other.token)).expect(403);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message']);
    expect(await imageCount(owner)).toBe(1);
    await api().get(img.url).expect(200);
  });

  it('lets a super-admin delete any image', async () => {
    const [owner, admin] = [await user(['student']), await user(['super-admin'])];
    const img = (await upload(owner, PNG_1X1).expect(201)).body;
    await api().delete(`/api/image/${img.id}`).set(bearer(admin.token)).expect(204);
    expect(await imageCount(owner)).toBe(0);
  });

  it('answers 404 for unknown ids, 422 for malformed ones, 401 without login', async () => {
    const u = await user(['student']);
    await api().delete('/api/image/2147483000').set(bearer(u.token)).expect(404);
    const bad = await api().delete('/api/image/abc').set(bearer(u.token)).expect(422);
    expect(bad.body.errors.id).toEqual([translate('en-US', 'validation.id')]);
    await api().delete('/api/image/1').expect(401);
  });
});
