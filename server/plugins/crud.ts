import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { codename, type PermissionAction } from '@/api/permissions';
import { idParam, listQuery, listResponse, messageBody } from '@/api/schemas/common';
import type { AdminSearchSlug } from '@/api/schemas/search';
import type { Db } from '../db';
import type { Database } from '../db/types';
import { HttpError, fieldError, notFound } from '../lib/errors';
import type { ApiMessages } from '../lib/i18n';
import { needs, anyone } from './access';
import { csvLine } from '../lib/csv';
import { Readable } from 'node:stream';

export type TableName = keyof Database & string;
/** `table.column` of any table: a typo in either is a compile error. */
export type ColumnRef = { [T in TableName]: `${T}.${keyof Database[T] & string}` }[TableName];
/** What `search` looks in: a column, or an expression over columns (as indexed, e.g. a trigram index on a concatenation). */
export type SearchExpr = ColumnRef | RawBuilder<string>;
/** What an `ordering` field sorts by. */
export type OrderRef = ColumnRef | RawBuilder<unknown>;
/** A list query on the resource's table (its base query may join others). */
export type ResourceQuery<TB extends TableName> = SelectQueryBuilder<Database, TB, any>;

export type Operation = 'list' | 'get' | 'create' | 'update' | 'patch' | 'delete';
const allOperations: Operation[] = ['list', 'get', 'create', 'update', 'patch', 'delete'];
const actionOf: Record<Operation, PermissionAction> = { list: 'view', get: 'view', create: 'add', update: 'change', patch: 'change', delete: 'delete' };

export type ResourceFilter<TB extends TableName> = {
  schema: z.ZodType;
  apply(query: ResourceQuery<TB>, value: any): ResourceQuery<TB>;
};

/**
 * Where a resource answers. Operations answer on a mount only if listed there (all by default), to the staff
 * holding each operation's permission codename, or to anyone for the operations listed in `public` (on this path
 * only: the same operations on another mount stay closed).
 */
export type Mount = { path: string; operations?: Operation[]; public?: Operation[] };

/** Kinds of record that can hold on to another; each has a plural text in locales/<lng>/api.json (`uses.<label>`). */
export type UseLabel = 'states' | 'cities' | 'hotels' | 'users' | 'addresses' | 'rooms' | 'bookings';

/** Who still uses a record: rows whose column holds its id, or a count of its own (text references). */
export type InUse =
  | { [T in TableName]: { label: UseLabel; table: T; column: keyof Database[T] & string } }[TableName]
  | { label: UseLabel; count(db: Db, id: number): Promise<number> };

/** A group of the admin's global search (GET /admin/search): how a record matches, and what a hit shows. */
export type AdminSearch<TB extends TableName> = {
  slug: AdminSearchSlug;
  /** Translation key of the group's name in locales/<lng>/api.json. */
  title: string;
  match: SearchExpr[];
  /** Ranks hits that start with the query first. */
  prefix?: SearchExpr;
  orderBy: OrderRef;
  /** The hit's fields: id plus a few strings (name first). */
  select(query: ResourceQuery<TB>): ResourceQuery<TB>;
};

/**
 * A unique constraint and the field it answers for: 'Email has already been taken'
 * (translated), or `message` when the declaration wants its own (English) text.
 */
/** `label`: the field's label key (api.json `fields.*`) when the screens name it otherwise than `field`. */
export type UniqueRule = { constraint: string; field: string; message?: string; label?: string };

/** Everything the generic CRUD routes need to know about one resource (DESIGN section 2). */
export type ResourceDeclaration<TB extends TableName = TableName, Rec extends Record<string, unknown> = any, O extends Record<string, OrderRef> = Record<string, OrderRef>> = {
  name: string;
  /** Where it answers; the first mount is the canonical one in the docs. */
  mounts: Mount[];
  table: TB;
  /** The permission model: codenames view_<model>, add_<model>, change_<model>, delete_<model>. */
  model: string;
  /** Narrows list and get for the caller (e.g. only active hotels for the public). */
  scope?(query: ResourceQuery<TB>, user: FastifyRequest['user']): ResourceQuery<TB>;
  record: z.ZodType<Rec>;
  create: z.ZodType;
  update: z.ZodObject;
  search: SearchExpr[];
  /** Accepted `ordering` fields and what each sorts by. */
  ordering: O;
  defaultOrdering: OrderingSpec<keyof O & string>;
  filters?: Record<string, ResourceFilter<TB>>;
  baseQuery?(db: Db): ResourceQuery<TB>;
  /** Rows to API records; `user` is the caller (null for the public), for what only some may see. */
  toRecords?(db: Db, rows: any[], user: FastifyRequest['user']): Promise<Rec[]>;
  /**
   * What a list answers when it is less than the whole record (a hotel without its rooms, pictures and amenities):
   * its schema and its rows to records. Get, create and update still answer `record`.
   */
  list?: { record: z.ZodType; toRecords(db: Db, rows: any[], user: FastifyRequest['user']): Promise<unknown[]> | unknown[] };
  /**
   * Counts at most this many matches past the page's first row: a list of a large table answers `meta.capped` and a
   * lower bound instead of counting every match on every request.
   */
  countCap?: number;
  /**
   * Checks of the input that need the database (a city's state must be its country's), made inside the write's
   * transaction before it: `id` is null on create, `input` the parsed body (a patch's fields only). Throws an HttpError.
   */
  check?(db: Db, id: number | null, input: any): Promise<void>;
  insert?(db: Db, input: any): Promise<number>;
  write?(db: Db, id: number, input: any): Promise<void>;
  /** Deletes the record; `uploadDir` is where its uploaded files live, to remove them too. */
  remove?(db: Db, id: number, ctx: { uploadDir: string }): Promise<void>;
  /** What must be gone before the record can be deleted (409 naming them otherwise). */
  inUse?: InUse[];
  /** Checks beyond the permission codename (e.g. only a superuser grants superuser); throws an HttpError to refuse. */
  authorize?(ctx: { req: FastifyRequest; db: Db; op: 'create' | 'update' | 'patch' | 'delete'; id: number | null; input?: any }): Promise<void> | void;
  unique?: UniqueRule[];
  adminSearch?: AdminSearch<TB>;
  /** The list as a CSV file staff download (GET /admin/export/<name>). */
  csv?: CsvExport;
};

/**
 * A list's CSV export: what the list shows (its search, filters and ordering), unpaged. It is read and written in
 * pages of `CSV_PAGE` rows, so a 100,000-hotel catalogue streams out without being held whole.
 */
export type CsvExport = {
  /** The path's last part and the file's name before its date: `<name>-YYYY-MM-DD.csv`. */
  name: string;
  columns: readonly string[];
  /** One page of list rows (the declaration's base query) to CSV rows, in `columns`' order. */
  rows(db: Db, rows: any[]): Promise<unknown[][]> | unknown[][];
  /** Ordering when the request names none (the list's default otherwise). */
  defaultOrdering?: string;
  /** The rows' query when the list's base query computes what the file does not need (a hotel's thumbnail). */
  query?(db: Db): AnyQuery;
};

export const CSV_PAGE = 1000;

type OrderingField<K extends string> = `${'' | '-'}${K}`;
/** One or two ordering fields, as `ordering=` takes them ('name', '-created_at', 'group,codename'). */
export type OrderingSpec<K extends string> = OrderingField<K> | `${OrderingField<K>},${OrderingField<K>}`;

export function defineResource<TB extends TableName, Rec extends Record<string, unknown>, O extends Record<string, OrderRef>>(d: ResourceDeclaration<TB, Rec, O>): ResourceDeclaration<TB, Rec, O> {
  return d;
}

type AnyDb = Kysely<any>;
type AnyQuery = SelectQueryBuilder<any, any, any>;
/** A declaration of any table and record, as the generic routes and registries hold them. */
export type AnyDeclaration = ResourceDeclaration<any, any, any>;

function pgCode(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string };
  return { code: e?.code, constraint: e?.constraint };
}

/** Turns database constraint failures into the API's 4xx shapes instead of 500s. */
export function mapDbError(err: unknown, unique: UniqueRule[] = []): never {
  const { code, constraint } = pgCode(err);
  if (code === '23505') {
    const rule = unique.find((u) => u.constraint === constraint);
    if (rule?.message) throw new HttpError(422, rule.message, { [rule.field]: [rule.message] });
    if (rule) throw fieldError(rule.field, 'taken', undefined, 422, rule.label);
    throw new HttpError(409, 'errors.alreadyExists');
  }
  // 23503: a missing or still-referenced row; 23001: a row that ON DELETE RESTRICT keeps (a hotel with bookings).
  if (code === '23503' || code === '23001') throw new HttpError(409, 'errors.referenced', undefined, 'in_use');
  if (code === '22P02' || code === '22003' || code === '22008' || code === '22007' || code === '22021') throw new HttpError(400, 'errors.badRequest');
  throw err;
}

/** Parses `ordering=name,-created_at` against the allowed fields; unknown fields are a 400. */
export function parseOrdering(ordering: string | undefined, allowed: Record<string, OrderRef>, fallback: string) {
  const parts = (ordering || fallback).split(',').map((s) => s.trim()).filter(Boolean);
  return parts.map((part) => {
    const desc = part.startsWith('-');
    const field = desc ? part.slice(1) : part;
    // Own keys only: 'constructor' or 'toString' must not find Object.prototype's functions.
    const ref = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
    if (!ref) {
      throw new HttpError(400, { key: 'errors.cannotOrder', values: { field } }, {
        ordering: [{ rule: 'one_of', field: 'ordering', values: { values: Object.keys(allowed).join(', ') } }],
      });
    }
    return { ref, desc };
  });
}

export function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const expr = (e: SearchExpr | OrderRef) => (typeof e === 'string' ? sql.ref(e) : e);

export function applySearch<Q extends AnyQuery>(query: Q, exprs: SearchExpr[], search: string | undefined): Q {
  const term = search?.trim();
  if (!term || exprs.length === 0) return query;
  const pattern = `%${escapeLike(term)}%`;
  return query.where((eb: any) => eb.or(exprs.map((e) => eb(expr(e), 'ilike', pattern)))) as Q;
}

export function applyOrdering<Q extends AnyQuery>(query: Q, ordering: ReturnType<typeof parseOrdering>): Q {
  return ordering.reduce((q, o) => q.orderBy(expr(o.ref), o.desc ? 'desc' : 'asc') as Q, query);
}

/**
 * Runs a list query with paging and the `{ data, meta }` envelope. With `key` (the table's id column), a page after
 * the first is cut by its ids alone and only then read whole: the rows OFFSET skips are never given their computed
 * columns (a hotel's thumbnail subquery, joins). With `countCap`, the count stops `countCap` rows past the page's
 * offset: `meta.total` is then a lower bound (more than a page beyond this one), and `meta.capped` says so.
 */
export async function paginate<T>(
  query: AnyQuery,
  opts: { limit: number; page: number; countCap?: { db: Kysely<any>; rows: number } },
  toRecords: (rows: any[]) => Promise<T[]> | T[],
  key?: string,
) {
  const offset = (opts.page - 1) * opts.limit;
  const { total, capped } = await countOf(query, offset, opts.countCap);
  let rows: any[];
  if (key && offset > 0) {
    const ids = (await query.clearSelect().select(sql.ref(key).as('page_key')).limit(opts.limit).offset(offset).execute()).map((r: { page_key: unknown }) => r.page_key);
    rows = ids.length ? await query.where(sql.ref(key), 'in', ids).execute() : [];
  } else {
    rows = await query.limit(opts.limit).offset(offset).execute();
  }
  return {
    data: await toRecords(rows),
    meta: { total, page: opts.page, limit: opts.limit, last_page: Math.max(1, Math.ceil(total / opts.limit)), ...(opts.countCap ? { capped } : {}) },
  };
}

async function countOf(query: AnyQuery, offset: number, cap?: { db: Kysely<any>; rows: number }): Promise<{ total: number; capped: boolean }> {
  const matches = query.clearSelect().clearOrderBy();
  if (!cap) {
    const row = await matches.select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirst();
    return { total: Number((row as { total?: number } | undefined)?.total ?? 0), capped: false };
  }
  const upTo = offset + cap.rows;
  const row = await cap.db
    .selectFrom(matches.select(sql`1`.as('one')).limit(upTo + 1).as('counted'))
    .select((eb: any) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  const total = Number((row as { total?: number } | undefined)?.total ?? 0);
  return { total, capped: total > upTo };
}

/** PATCH takes any subset of the update fields; a field left out keeps its value, so defaults are dropped. */
export function patchSchema(update: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(update.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional()]),
  );
  return z.object(shape);
}

/** How many records of each kind still use record `id` (only the kinds that do). */
export async function usesOf(db: Db, d: AnyDeclaration, id: number): Promise<{ label: UseLabel; count: number }[]> {
  const counts = await Promise.all(
    (d.inUse ?? []).map(async (use: InUse) => {
      if ('count' in use) return { label: use.label, count: await use.count(db, id) };
      const row = await (db as unknown as AnyDb)
        .selectFrom(use.table)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .where(use.column, '=', id)
        .executeTakeFirst();
      return { label: use.label, count: Number((row as { n?: number } | undefined)?.n ?? 0) };
    }),
  );
  const byLabel = new Map<UseLabel, number>();
  for (const c of counts) if (c.count > 0) byLabel.set(c.label, (byLabel.get(c.label) ?? 0) + c.count);
  return [...byLabel].map(([label, count]) => ({ label, count }));
}

/** 409 'Still used by 66 states and 20,000 cities' when anything still uses the record. */
export async function assertNotInUse(db: Db, d: AnyDeclaration, id: number) {
  const uses = await usesOf(db, d, id);
  if (uses.length) throw inUseError(uses);
}

export const inUseError = (uses: { label: UseLabel; count: number }[]) =>
  new HttpError(409, { key: 'errors.inUse', values: {}, list: { name: 'uses', items: uses.map((u) => ({ key: `uses.${u.label}`, count: u.count })) } }, undefined, 'in_use', { uses });

/**
 * A declaration's list, as its list route reads it: search, the caller's scope, filters and ordering (then by id),
 * over `base` (the declaration's base query unless given). The user export reads the same list unpaged.
 */
export function listQueryOf(d: AnyDeclaration, base: AnyQuery, q: Record<string, any>, user: FastifyRequest['user']): AnyQuery {
  let qb = applySearch(base, d.search, q.search);
  if (d.scope) qb = d.scope(qb, user);
  for (const [key, filter] of Object.entries(d.filters ?? {})) {
    if (q[key] !== undefined && q[key] !== '') qb = (filter as ResourceFilter<any>).apply(qb, q[key]);
  }
  // Every record has an id, and react-admin sorts by it unless told otherwise: it is always an accepted ordering.
  const allowed: Record<string, OrderRef> = { id: `${d.table}.id` as OrderRef, ...d.ordering };
  return applyOrdering(qb, parseOrdering(q.ordering, allowed, d.defaultOrdering)).orderBy(`${d.table}.id`, 'asc');
}

/** Deletes each record not in use (by the declaration's plain delete) and reports the others with what uses them. */
export async function deleteEach(app: FastifyInstance, d: AnyDeclaration, ids: number[], m: ApiMessages) {
  const checked = await Promise.all([...new Set(ids)].map(async (id) => ({ id, uses: await usesOf(app.db, d, id) })));
  const free = checked.filter((c) => !c.uses.length).map((c) => c.id);
  const deleted = free.length
    ? (await (app.db as unknown as AnyDb).deleteFrom(d.table).where('id', 'in', free).returning('id').execute()).map((r) => Number(r.id))
    : [];
  const refused = checked.filter((c) => c.uses.length).map((c) => ({ id: c.id, uses: c.uses, message: m.render(inUseError(c.uses).text) }));
  return { message: m.t('messages.deleted'), affected: deleted.length, deleted, refused };
}

/** Registers list/get/create/update/patch/delete routes for a declaration on each of its mounts. */
export async function registerResource(app: FastifyInstance, d: AnyDeclaration) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db as unknown as AnyDb;
  const base = (): AnyQuery => (d.baseQuery ? d.baseQuery(app.db) : db.selectFrom(d.table).selectAll(d.table));
  const hydrate = (rows: any[], user: FastifyRequest['user'] = null) => (d.toRecords ? d.toRecords(app.db, rows, user) : Promise.resolve(rows));
  const listRecords = (rows: any[], user: FastifyRequest['user']) => (d.list ? d.list.toRecords(app.db, rows, user) : hydrate(rows, user));
  const scoped = (q: AnyQuery, req: FastifyRequest): AnyQuery => (d.scope ? d.scope(q, req.user) : q);
  const filterShape = Object.fromEntries(Object.entries(d.filters ?? {}).map(([k, f]) => [k, (f as ResourceFilter<any>).schema.optional()]));
  const query = listQuery.extend(filterShape);
  const tags = [d.name];
  const canonical = d.mounts[0]!.path;

  /** One record, narrowed by `scope` for the caller unless `unscoped` (after a write, staff see what they wrote). */
  const loadOne = async (id: number, req?: FastifyRequest, unscoped = false) => {
    const q = base().where(`${d.table}.id`, '=', id);
    const row = await (req && !unscoped ? scoped(q, req) : q).executeTakeFirst();
    if (!row) throw notFound();
    const [rec] = await hydrate([row], req?.user ?? null);
    return rec;
  };

  const save = async (id: number | null, input: Record<string, unknown>) => {
    try {
      return await app.db.transaction().execute(async (trx) => {
        const tdb = trx as unknown as AnyDb;
        await d.check?.(trx as unknown as Db, id, input);
        if (id === null) {
          if (d.insert) return d.insert(trx as unknown as Db, input);
          const row = await tdb.insertInto(d.table).values(input).returning('id').executeTakeFirstOrThrow();
          return Number(row.id);
        }
        if (d.write) await d.write(trx as unknown as Db, id, input);
        else if (Object.keys(input).length) {
          await tdb.updateTable(d.table).set({ ...input, updated_at: sql`now()` }).where('id', '=', id).execute();
        }
        return id;
      });
    } catch (err) {
      mapDbError(err, d.unique);
    }
  };

  const register = (mount: Mount, op: Operation) => {
    const config = mount.public?.includes(op) ? anyone : needs(codename(actionOf[op], d.model));
    // One mount is in the API docs; the others answer the same operations under another address.
    const hide = mount.path !== canonical && !mount.public?.includes(op);
    const path = op === 'list' || op === 'create' ? mount.path : `${mount.path}/:id`;
    switch (op) {
      case 'list':
        return r.get(path, { schema: { tags, hide, querystring: query, response: { 200: listResponse(d.list?.record ?? d.record) } }, config }, async (req) => {
          const q = req.query as Record<string, any>;
          const countCap = d.countCap ? { db, rows: d.countCap } : undefined;
          // A declared baseQuery computes columns (thumbnails, joins): deep pages are cut by id first.
          return paginate(listQueryOf(d, base(), q, req.user), { limit: q.limit, page: q.page, countCap }, (rows) => listRecords(rows, req.user), d.baseQuery ? `${d.table}.id` : undefined);
        });
      case 'get':
        return r.get(path, { schema: { tags, hide, params: idParam, response: { 200: d.record } }, config }, async (req) => loadOne(req.params.id, req));
      case 'create':
        return r.post(path, { schema: { tags, hide, body: d.create, response: { 201: d.record } }, config }, async (req, reply) => {
          await d.authorize?.({ req, db: app.db, op: 'create', id: null, input: req.body });
          const id = await save(null, req.body as Record<string, unknown>);
          reply.status(201);
          return loadOne(id, req, true);
        });
      case 'update':
      case 'patch': {
        const method = op === 'update' ? 'put' : 'patch';
        return r[method](path, { schema: { tags, hide, params: idParam, body: op === 'update' ? d.update : patchSchema(d.update), response: { 200: d.record } }, config }, async (req) => {
          await loadOne(req.params.id);
          await d.authorize?.({ req, db: app.db, op, id: req.params.id, input: req.body });
          await save(req.params.id, req.body as Record<string, unknown>);
          return loadOne(req.params.id, req, true);
        });
      }
      case 'delete':
        return r.delete(path, { schema: { tags, hide, params: idParam, response: { 200: messageBody } }, config }, async (req) => {
          await loadOne(req.params.id);
          await d.authorize?.({ req, db: app.db, op: 'delete', id: req.params.id });
          await assertNotInUse(app.db, d, req.params.id);
          try {
            if (d.remove) await d.remove(app.db, req.params.id, { uploadDir: app.config.uploadDir });
            else await db.deleteFrom(d.table).where('id', '=', req.params.id).execute();
          } catch (err) {
            mapDbError(err, d.unique);
          }
          return { message: req.messages.t('messages.deleted') };
        });
    }
  };

  for (const mount of d.mounts) {
    for (const op of mount.operations ?? allOperations) register(mount, op);
  }
  if (d.csv) registerCsvExport(app, d, d.csv, d.csv.query ? () => d.csv!.query!(app.db) : base, filterShape);
}

/** GET /admin/export/<name>: the list as CSV, for the staff who may view the records (cells guarded against formulas). */
function registerCsvExport(app: FastifyInstance, d: AnyDeclaration, csv: CsvExport, base: () => AnyQuery, filterShape: Record<string, z.ZodType>) {
  const querystring = z.object({ search: listQuery.shape.search, ordering: listQuery.shape.ordering, ...filterShape });
  app.withTypeProvider<ZodTypeProvider>().get(`/admin/export/${csv.name}`, {
    schema: { tags: [d.name], querystring, produces: ['text/csv'] },
    config: needs(codename('view', d.model)),
  }, async (req, reply) => {
    const q = req.query as Record<string, any>;
    // Built (and its ordering checked) before the first byte: a bad filter or ordering is still a clean 400.
    const query = listQueryOf(d, base(), { ...q, ordering: q.ordering ?? csv.defaultOrdering }, req.user);
    async function* lines() {
      yield csvLine([...csv.columns]);
      for (let offset = 0; ; offset += CSV_PAGE) {
        const rows = await query.limit(CSV_PAGE).offset(offset).execute();
        const out = await csv.rows(app.db, rows);
        if (out.length) yield out.map(csvLine).join('');
        if (rows.length < CSV_PAGE) return;
      }
    }
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csv.name}-${stamp}.csv"`);
    return reply.send(Readable.from(lines()));
  });
}
