import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, setupTestApp, tinyPng, type SignedIn, type TestContext } from './harness';

type Night = { date: string; allotment: number; booked: number; price_minor: number; currency: string; closed: boolean };

describe('rooms, nightly inventory and pictures', () => {
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;
  let hotelId: number;
  let otherHotelId: number;

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Rooms viewer', ['access_admin_dashboard', 'view_hotel', 'view_room']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'viewer@example.com', role: 'Rooms viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    hotelId = (await ok('POST', '/admin/hotels', { hotelName: 'Econo Lodge Salina', city: 'Salina', currency: 'cad' }, 201)).id;
    otherHotelId = (await ok('POST', '/admin/hotels', { hotelName: 'Days Inn Topeka', city: 'Topeka' }, 201)).id;
  });
  afterAll(() => t.close());

  /** As admin by default; `null` sends no token. */
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });
  async function ok(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, status = 200) {
    const res = await req(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }

  describe('rooms', () => {
    it('CRUD under /admin/rooms, listed per hotel', async () => {
      const king = await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'K1', name: 'King room', beds: '1 king bed', max_occupancy: '2', description: 'Quiet side' }, 201);
      expect(king).toMatchObject({ hotel_id: hotelId, roomId: 'K1', name: 'King room', beds: '1 king bed', max_occupancy: 2, description: 'Quiet side', pictures: [] });
      const queen = await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'QQ', name: 'Two queen beds' }, 201);
      expect(queen.max_occupancy).toBe(2);
      // The same roomId in another hotel is fine.
      await ok('POST', '/admin/rooms', { hotel_id: otherHotelId, roomId: 'K1', name: 'King' }, 201);

      const list = await ok('GET', `/admin/rooms?hotel_id=${hotelId}`);
      expect(list.data.map((r: { roomId: string }) => r.roomId)).toEqual(['K1', 'QQ']);
      expect(list.meta.total).toBe(2);
      expect((await ok('GET', `/admin/rooms?hotel_id=${hotelId}&ordering=-roomId`)).data.map((r: { roomId: string }) => r.roomId)).toEqual(['QQ', 'K1']);
      expect((await ok('GET', '/admin/rooms?search=queen')).data.map((r: { roomId: string }) => r.roomId)).toEqual(['QQ']);
      expect((await ok('GET', '/admin/rooms')).meta.total).toBe(3);

      const edited = await ok('PUT', `/admin/rooms/${queen.id}`, { roomId: 'QQ', name: 'Two queens', max_occupancy: 4 });
      expect(edited).toMatchObject({ name: 'Two queens', max_occupancy: 4, hotel_id: hotelId });
      expect((await ok('PATCH', `/admin/rooms/${queen.id}`, { beds: '2 queen beds' })).name).toBe('Two queens');
      // The hotel's record carries its rooms.
      expect((await ok('GET', `/admin/hotels/${hotelId}`)).rooms.map((r: { roomId: string }) => r.roomId)).toEqual(['K1', 'QQ']);
    });

    it('refuses a roomId already used in the hotel (422), an unknown hotel and bad values', async () => {
      const dup = await req('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'K1', name: 'Another king' });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ roomId: ['Room ID has already been taken'] });
      const rooms = (await ok('GET', `/admin/rooms?hotel_id=${hotelId}`)).data as { id: number; roomId: string }[];
      const rename = await req('PUT', `/admin/rooms/${rooms.find((r) => r.roomId === 'QQ')!.id}`, { roomId: 'K1', name: 'Clash' });
      expect(rename.statusCode).toBe(422);
      const unknown = await req('POST', '/admin/rooms', { hotel_id: 999999, roomId: 'X', name: 'Nowhere' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ hotel_id: ['Hotel does not exist'] });
      const bad = await req('POST', '/admin/rooms', { hotel_id: hotelId, roomId: '', name: 'X', max_occupancy: 40 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['max_occupancy', 'roomId']);
      expect((await req('GET', '/admin/rooms?hotel_id=abc')).statusCode).toBe(400);
    });

    it('asks for the room permissions', async () => {
      const room = (await ok('GET', `/admin/rooms?hotel_id=${hotelId}`)).data[0] as { id: number };
      for (const [method, path, body] of [
        ['GET', '/admin/rooms', undefined],
        ['GET', `/admin/rooms/${room.id}`, undefined],
        ['GET', `/admin/rooms/${room.id}/inventory?from=2030-01-01&to=2030-01-02`, undefined],
        ['POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'Z', name: 'Z' }],
        ['PUT', `/admin/rooms/${room.id}`, { roomId: 'Z', name: 'Z' }],
        ['PUT', `/admin/rooms/${room.id}/inventory`, { from: '2030-01-01', to: '2030-01-02', price_minor: 100 }],
        ['DELETE', `/admin/rooms/${room.id}`, undefined],
      ] as const) {
        expect((await req(method, path, body, null)).statusCode, `${method} ${path}`).toBe(401);
        expect((await req(method, path, body, driver.auth)).statusCode, `${method} ${path}`).toBe(403);
        expect((await req(method, path, body, viewer.auth)).statusCode, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
      }
    });
  });

  describe('nightly inventory', () => {
    let roomId: number;
    const inv = (from: string, to: string) => ok('GET', `/admin/rooms/${roomId}/inventory?from=${from}&to=${to}`) as Promise<{ data: Night[] }>;
    const edit = (body: Record<string, unknown>) => req('PUT', `/admin/rooms/${roomId}/inventory`, body);

    beforeAll(async () => {
      roomId = (await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'ADA', name: 'Accessible king' }, 201)).id;
    });

    it('opens nights with a price (in the hotel currency) and reads a range back', async () => {
      const res = await edit({ from: '2030-03-01', to: '2030-03-07', allotment: 5, price_minor: 8999 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Updated', affected: 7 });
      const { data } = await inv('2030-02-27', '2030-03-08');
      expect(data.map((n) => n.date)).toEqual(['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07']);
      expect(data[0]).toEqual({ date: '2030-03-01', allotment: 5, booked: 0, price_minor: 8999, currency: 'CAD', closed: false });
    });

    it('bulk-edits some weekdays only, leaving the other fields and nights alone', async () => {
      // 2030-03-01 is a Friday: Fri (5) and Sat (6) cost more and have fewer rooms.
      const res = await edit({ from: '2030-03-01', to: '2030-03-07', weekdays: [5, 6], price_minor: 10999, allotment: 3 });
      expect(res.json()).toEqual({ message: 'Updated', affected: 2 });
      const closed = await edit({ from: '2030-03-04', to: '2030-03-04', closed: true });
      expect(closed.json().affected).toBe(1);
      const { data } = await inv('2030-03-01', '2030-03-07');
      expect(data.map((n) => [n.date, n.allotment, n.price_minor, n.closed])).toEqual([
        ['2030-03-01', 3, 10999, false],
        ['2030-03-02', 3, 10999, false],
        ['2030-03-03', 5, 8999, false],
        ['2030-03-04', 5, 8999, true],
        ['2030-03-05', 5, 8999, false],
        ['2030-03-06', 5, 8999, false],
        ['2030-03-07', 5, 8999, false],
      ]);
    });

    it('needs a price to open nights that do not exist yet', async () => {
      const res = await edit({ from: '2030-04-01', to: '2030-04-03', allotment: 4 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ price_minor: ['Price is required'] });
      expect((await inv('2030-04-01', '2030-04-03')).data).toEqual([]);
      // Closing nights that do not exist changes nothing and needs no price.
      expect((await edit({ from: '2030-04-01', to: '2030-04-03', closed: true })).json()).toEqual({ message: 'Updated', affected: 0 });
    });

    it('never lets the allotment drop below what is booked (409), and changes nothing then', async () => {
      await t.db.updateTable('room_inventory').set({ booked: 2 }).where('room_id', '=', roomId).where('date', '=', '2030-03-05').execute();
      const res = await edit({ from: '2030-03-03', to: '2030-03-06', allotment: 1, price_minor: 5000 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: '2030-03-05 already has 2 rooms booked; the allotment cannot go below that',
        errors: { allotment: ['2030-03-05 already has 2 rooms booked; the allotment cannot go below that'] },
      });
      const { data } = await inv('2030-03-03', '2030-03-06');
      expect(data.map((n) => [n.allotment, n.price_minor])).toEqual([[5, 8999], [5, 8999], [5, 8999], [5, 8999]]);
      // A weekday selection that skips the booked night is fine (2030-03-05 is a Tuesday).
      expect((await edit({ from: '2030-03-03', to: '2030-03-06', weekdays: [0, 1, 3], allotment: 2 })).json().affected).toBe(3);
      expect((await edit({ from: '2030-03-05', to: '2030-03-05', allotment: 2 })).statusCode).toBe(200);
    });

    it('refuses bad ranges and values with 400', async () => {
      const bad = async (body: Record<string, unknown>, field: string) => {
        const res = await edit(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
      };
      await bad({ from: '2030-03-07', to: '2030-03-01', price_minor: 1 }, 'to');
      await bad({ from: '2030-02-30', to: '2030-03-01', price_minor: 1 }, 'from');
      await bad({ from: '2030-03-01', to: 'soon', price_minor: 1 }, 'to');
      await bad({ from: '2030-01-01', to: '2032-12-31', price_minor: 1 }, 'to');
      await bad({ from: '2030-03-01', to: '2030-03-02' }, 'allotment');
      await bad({ from: '2030-03-01', to: '2030-03-02', allotment: -1 }, 'allotment');
      await bad({ from: '2030-03-01', to: '2030-03-02', price_minor: 12.5 }, 'price_minor');
      await bad({ from: '2030-03-01', to: '2030-03-02', closed: true, weekdays: [7] }, 'weekdays.0');
      for (const q of ['from=2030-03-07&to=2030-03-01', 'from=2030-01-01&to=2032-12-31', 'from=2030-03-01', 'from=yesterday&to=2030-03-01']) {
        const res = await req('GET', `/admin/rooms/${roomId}/inventory?${q}`);
        expect(res.statusCode, q).toBe(400);
      }
      expect((await req('GET', '/admin/rooms/999999/inventory?from=2030-03-01&to=2030-03-02')).statusCode).toBe(404);
      expect((await req('PUT', '/admin/rooms/999999/inventory', { from: '2030-03-01', to: '2030-03-02', closed: true })).statusCode).toBe(404);
    });
  });

  describe('pictures', () => {
    const upload = (id: number, file: Parameters<typeof multipart>[0], auth: Record<string, string> | null = admin.auth) => {
      const { payload, headers } = multipart(file);
      return t.request({ method: 'POST', url: `/api/admin/hotels/${id}/pictures`, payload, headers, token: auth ?? undefined });
    };
    const onDisk = (url: string) => path.join(t.config.uploadDir, url.slice('/uploads/'.length));
    const pictures = async () => (await ok('GET', `/admin/hotels/${hotelId}/pictures`)).data as { id: number; url: string; caption: string | null; position: number; room_id: number | null }[];

    it('uploads PNGs under random names, in order, with a caption', async () => {
      const first = await upload(hotelId, { filename: 'lot.png', type: 'image/png', content: tinyPng });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ url: expect.stringMatching(/^\/uploads\/hotels\/[0-9a-f]{32}\.png$/), caption: null, position: 0, source: 'upload', room_id: null });
      expect(existsSync(onDisk(first.json().url))).toBe(true);
      const second = await upload(hotelId, { filename: 'lobby.png', type: 'image/png', content: tinyPng });
      expect(second.json().position).toBe(1);
      expect((await pictures()).map((p) => p.id)).toEqual([first.json().id, second.json().id]);
      const hotel = await ok('GET', `/hotel/${hotelId}`);
      expect(hotel.pictures.map((p: { id: number }) => p.id)).toEqual([first.json().id, second.json().id]);
    });

    it('refuses what is not an image (415), no file (400), an unknown hotel (404), and non-staff', async () => {
      const text = await upload(hotelId, { filename: 'x.png', type: 'image/png', content: '<script>alert(1)</script>' });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: 'Only PNG, JPEG, GIF or WebP images are accepted', errors: { file: ['Only PNG, JPEG, GIF or WebP images are accepted'] } });
      const boundary = '----rigrest-nofile';
      const noFile = await t.request({
        method: 'POST',
        url: `/api/admin/hotels/${hotelId}/pictures`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nLobby\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        token: admin.auth,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().errors).toEqual({ file: ['File is required'] });
      expect((await req('POST', `/admin/hotels/${hotelId}/pictures`, { url: 'https://example.com/x.png' })).statusCode).toBe(415);
      expect((await upload(999999, { filename: 'x.png', type: 'image/png', content: tinyPng })).statusCode).toBe(404);
      expect((await upload(hotelId, { filename: 'x.png', type: 'image/png', content: tinyPng }, viewer.auth)).statusCode).toBe(403);
      expect((await upload(hotelId, { filename: 'x.png', type: 'image/png', content: tinyPng }, null)).statusCode).toBe(401);
      expect(await pictures()).toHaveLength(2);
    });

    it('captions a picture and attaches it to one of the hotel\'s rooms', async () => {
      const [pic] = await pictures();
      const room = (await ok('GET', `/admin/rooms?hotel_id=${hotelId}`)).data[0] as { id: number };
      const otherRoom = (await ok('GET', `/admin/rooms?hotel_id=${otherHotelId}`)).data[0] as { id: number };
      const res = await ok('PATCH', `/admin/hotel-pictures/${pic!.id}`, { caption: '  Truck lot at night ', room_id: room.id });
      expect(res).toMatchObject({ id: pic!.id, caption: 'Truck lot at night', room_id: room.id });
      const hotel = await ok('GET', `/admin/hotels/${hotelId}`);
      expect(hotel.pictures).toHaveLength(1);
      expect(hotel.rooms.find((r: { id: number }) => r.id === room.id).pictures.map((p: { id: number }) => p.id)).toEqual([pic!.id]);
      const foreign = await req('PATCH', `/admin/hotel-pictures/${pic!.id}`, { room_id: otherRoom.id });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ room_id: ["The room is not one of this hotel's rooms"] });
      expect((await ok('PATCH', `/admin/hotel-pictures/${pic!.id}`, { room_id: null, caption: '' })).caption).toBeNull();
      expect((await ok('PATCH', `/admin/hotel-pictures/${pic!.id}`, {})).id).toBe(pic!.id);
      expect((await req('PATCH', `/admin/hotel-pictures/${pic!.id}`, { caption: 'x'.repeat(301) })).statusCode).toBe(400);
      expect((await req('PATCH', '/admin/hotel-pictures/999999', { caption: 'x' })).statusCode).toBe(404);
      expect((await req('PATCH', `/admin/hotel-pictures/${pic!.id}`, { caption: 'x' }, viewer.auth)).statusCode).toBe(403);
    });

    it('reorders: the list must name every picture of the hotel once', async () => {
      const [a, b] = await pictures();
      const res = await ok('POST', `/admin/hotels/${hotelId}/pictures/reorder`, { ids: [b!.id, a!.id] });
      expect(res).toEqual({ message: 'Order saved' });
      expect((await pictures()).map((p) => p.id)).toEqual([b!.id, a!.id]);
      const stranger = await upload(otherHotelId, { filename: 'x.png', type: 'image/png', content: tinyPng });
      for (const ids of [[a!.id], [a!.id, a!.id], [a!.id, b!.id, stranger.json().id], [a!.id, 999999]]) {
        const bad = await req('POST', `/admin/hotels/${hotelId}/pictures/reorder`, { ids });
        expect(bad.statusCode, JSON.stringify(ids)).toBe(422);
        expect(bad.json().errors).toEqual({ ids: ['The order must list every picture of the hotel once'] });
      }
      expect((await req('POST', `/admin/hotels/${hotelId}/pictures/reorder`, { ids: [] })).statusCode).toBe(400);
      expect((await pictures()).map((p) => p.id)).toEqual([b!.id, a!.id]);
    });

    it('deletes a picture and its file; deleting a room gives its pictures back to the hotel', async () => {
      const [first, second] = await pictures();
      expect(await ok('DELETE', `/admin/hotel-pictures/${first!.id}`)).toEqual({ message: 'Deleted' });
      expect(existsSync(onDisk(first!.url))).toBe(false);
      expect((await req('DELETE', `/admin/hotel-pictures/${first!.id}`)).statusCode).toBe(404);
      expect((await req('DELETE', `/admin/hotel-pictures/${second!.id}`, undefined, viewer.auth)).statusCode).toBe(403);

      const room = await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'TMP', name: 'Temporary' }, 201);
      await ok('PATCH', `/admin/hotel-pictures/${second!.id}`, { room_id: room.id });
      expect(await ok('DELETE', `/admin/rooms/${room.id}`)).toEqual({ message: 'Deleted' });
      expect((await pictures()).map((p) => [p.id, p.room_id])).toEqual([[second!.id, null]]);
      expect(existsSync(onDisk(second!.url))).toBe(true);
    });

    it('deleting a hotel removes its uploaded files', async () => {
      const doomed = (await ok('POST', '/admin/hotels', { hotelName: 'Doomed Inn' }, 201)).id as number;
      const pic = (await upload(doomed, { filename: 'x.png', type: 'image/png', content: tinyPng })).json();
      expect(existsSync(onDisk(pic.url))).toBe(true);
      await ok('DELETE', `/admin/hotels/${doomed}`);
      expect(existsSync(onDisk(pic.url))).toBe(false);
    });
  });
});
