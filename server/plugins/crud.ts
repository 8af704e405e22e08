import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { codename, type PermissionModel } from '../../src/api/permissions';
import { idParam, listQuery, listResponse, messageBody } from '../../src/api/schemas/common';
import type { Db } from '../db';
import { HttpError, fieldError, notFound } from '../lib/errors';

type AnyDb = Kysely<any>;
type AnyQuery = SelectQueryBuilder<any, any, any>;
type Operation = 'list' | 'get' | 'create' | 'update' | 'patch' | 'delete';

export type ResourceFilter = {
  schema: z.ZodType;
  apply(query: AnyQuery, value: any): AnyQuery;
};

/**
 * A unique constraint and the field it answers for: 'Email has already been taken'
 * (translated), or `message` when the declaration wants its own (English) text.
 */
export type UniqueRule = { constraint: string; field: string; message?: string };

/** Everything the generic CRUD routes need to know about one resource (DESIGN section 2). */
export type ResourceDeclaration<Rec extends Record<string, unknown> = any> = {
  name: string;
  /** Route prefixes; the first is the canonical one in the docs. */
  paths: string[];
  table: string;
  model: PermissionModel;
  /** List and get need no permission (e.g. countries for the sign-up form). */
  publicRead?: boolean;
  /** Operations anyone may call (finer than publicRead); `scope` narrows what they see. */
  publicOperations?: Operation[];
  /** Extra paths for one operation, where the spec names irregular ones (PUT /admin/hotel/{id}). */
  operationPaths?: Partial<Record<Operation, string[]>>;
  /** Narrows list and get for the caller (e.g. only active hotels for the public). */
  scope?(query: AnyQuery, user: FastifyRequest['user']): AnyQuery;
  record: z.ZodType<Rec>;
  create: z.ZodObject | z.ZodType;
  update: z.ZodObject;
  /** Column expressions searched with ILIKE (trigram-indexed where large). */
  search: string[];
  /** Accepted `ordering` fields and the column each sorts by. */
  ordering: Record<string, string>;
  defaultOrdering: string;
  filters?: Record<string, ResourceFilter>;
  operations?: Operation[];
  baseQuery?(db: AnyDb): AnyQuery;
  /** Rows to API records; `user` is the caller (null for the public), for what only some may see. */
  toRecords?(db: Db, rows: any[], user: FastifyRequest['user']): Promise<Rec[]>;
  insert?(db: Db, input: any): Promise<number>;
  write?(db: Db, id: number, input: any): Promise<void>;
  /** Deletes the record; `uploadDir` is where its uploaded files live, to remove them too. */
  remove?(db: Db, id: number, ctx: { uploadDir: string }): Promise<void>;
  /** Checks beyond the permission codename (e.g. only a superuser grants superuser); throws an HttpError to refuse. */
  authorize?(ctx: { req: FastifyRequest; db: Db; op: 'create' | 'update' | 'patch' | 'delete'; id: number | null; input?: any }): Promise<void> | void;
  unique?: UniqueRule[];
};

export function defineResource<Rec extends Record<string, unknown>>(d: ResourceDeclaration<Rec>) {
  return d;
}

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
    if (rule) throw fieldError(rule.field, 'taken');
    throw new HttpError(409, 'errors.alreadyExists');
  }
  if (code === '23503') throw new HttpError(409, 'errors.referenced');
  if (code === '22P02' || code === '22003' || code === '22008' || code === '22007' || code === '22021') throw new HttpError(400, 'errors.badRequest');
  throw err;
}

/** Parses `ordering=name,-created_at` against the allowed fields; unknown fields are a 400. */
export function parseOrdering(ordering: string | undefined, allowed: Record<string, string>, fallback: string) {
  const parts = (ordering || fallback).split(',').map((s) => s.trim()).filter(Boolean);
  return parts.map((part) => {
    const desc = part.startsWith('-');
    const field = desc ? part.slice(1) : part;
    const column = allowed[field];
    if (!column) {
      throw new HttpError(400, { key: 'errors.cannotOrder', values: { field } }, {
        ordering: [{ rule: 'one_of', field: 'ordering', values: { values: Object.keys(allowed).join(', ') } }],
      });
    }
    return { column, desc };
  });
}

export function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function applySearch(query: AnyQuery, columns: string[], search: string | undefined): AnyQuery {
  const term = search?.trim();
  if (!term || columns.length === 0) return query;
  const pattern = `%${escapeLike(term)}%`;
  return query.where((eb: any) => eb.or(columns.map((c) => eb(sql.raw(c), 'ilike', pattern))));
}

/** Runs a list query with paging and the `{ data, meta }` envelope. */
export async function paginate<T>(query: AnyQuery, opts: { limit: number; page: number }, toRecords: (rows: any[]) => Promise<T[]>) {
  const countRow = await query.clearSelect().clearOrderBy().select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirst();
  const total = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  const rows = await query.limit(opts.limit).offset((opts.page - 1) * opts.limit).execute();
  return {
    data: await toRecords(rows),
    meta: { total, page: opts.page, limit: opts.limit, last_page: Math.max(1, Math.ceil(total / opts.limit)) },
  };
}

/** PATCH takes any subset of the update fields; a field left out keeps its value, so defaults are dropped. */
export function patchSchema(update: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(update.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional()]),
  );
  return z.object(shape);
}

/** Registers list/get/create/update/patch/delete routes for a declaration under each of its paths. */
export async function registerResource(app: FastifyInstance, d: ResourceDeclaration) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db as unknown as AnyDb;
  const ops = new Set<Operation>(d.operations ?? ['list', 'get', 'create', 'update', 'patch', 'delete']);
  const base = () => (d.baseQuery ? d.baseQuery(db) : db.selectFrom(d.table).selectAll(d.table));
  const hydrate = (rows: any[], user: FastifyRequest['user'] = null) => (d.toRecords ? d.toRecords(app.db, rows, user) : Promise.resolve(rows));
  const perm = (action: 'view' | 'add' | 'change' | 'delete') => codename(action, d.model);
  const isPublic = (op: Operation) => (d.publicOperations ?? (d.publicRead ? ['list', 'get'] : [])).includes(op);
  const guard = (op: Operation, action: 'view' | 'add' | 'change' | 'delete') => (isPublic(op) ? [] : [app.requirePermission(perm(action))]);
  const scoped = (q: AnyQuery, req: FastifyRequest) => (d.scope ? d.scope(q, req.user) : q);
  const pathsFor = (op: Operation) => [...new Set([...d.paths, ...(d.operationPaths?.[op] ?? [])])];
  const canonical = d.operationPaths?.list?.[0] ?? d.paths[0];
  const filterShape = Object.fromEntries(Object.entries(d.filters ?? {}).map(([k, f]) => [k, f.schema.optional()]));
  const query = listQuery.extend(filterShape);
  const tags = [d.name];

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

  const each = (op: Operation, register: (prefix: string, hide: boolean) => void) => {
    if (!ops.has(op)) return;
    for (const prefix of pathsFor(op)) register(prefix, op === 'list' ? prefix !== canonical : prefix !== d.paths[0]);
  };

  each('list', (prefix, hide) =>
    r.get(prefix, {
      schema: { tags, hide, querystring: query, response: { 200: listResponse(d.record) } },
      onRequest: guard('list', 'view'),
    }, async (req) => {
      const q = req.query as Record<string, any>;
      let qb = scoped(applySearch(base(), d.search, q.search), req);
      for (const [key, filter] of Object.entries(d.filters ?? {})) {
        if (q[key] !== undefined && q[key] !== '') qb = filter.apply(qb, q[key]);
      }
      for (const o of parseOrdering(q.ordering, d.ordering, d.defaultOrdering)) {
        qb = qb.orderBy(sql.raw(o.column), o.desc ? 'desc' : 'asc');
      }
      qb = qb.orderBy(`${d.table}.id`, 'asc');
      return paginate(qb, { limit: q.limit, page: q.page }, (rows) => hydrate(rows, req.user));
    }),
  );
  each('get', (prefix, hide) =>
    r.get(`${prefix}/:id`, { schema: { tags, hide, params: idParam, response: { 200: d.record } }, onRequest: guard('get', 'view') }, async (req) =>
      loadOne(req.params.id, req),
    ),
  );
  each('create', (prefix, hide) =>
    r.post(prefix, {
      schema: { tags, hide, body: d.create, response: { 201: d.record } },
      onRequest: guard('create', 'add'),
    }, async (req, reply) => {
      await d.authorize?.({ req, db: app.db, op: 'create', id: null, input: req.body });
      const id = await save(null, req.body as Record<string, unknown>);
      reply.status(201);
      return loadOne(id, req, true);
    }),
  );
  const writeRoute = (method: 'put' | 'patch', body: z.ZodType) => (prefix: string, hide: boolean) =>
    r[method](`${prefix}/:id`, {
      schema: { tags, hide, params: idParam, body, response: { 200: d.record } },
      onRequest: guard(method === 'put' ? 'update' : 'patch', 'change'),
    }, async (req) => {
      await loadOne(req.params.id);
      await d.authorize?.({ req, db: app.db, op: method === 'put' ? 'update' : 'patch', id: req.params.id, input: req.body });
      await save(req.params.id, req.body as Record<string, unknown>);
      return loadOne(req.params.id, req, true);
    });
  each('update', writeRoute('put', d.update));
  each('patch', writeRoute('patch', patchSchema(d.update)));
  each('delete', (prefix, hide) =>
    r.delete(`${prefix}/:id`, {
      schema: { tags, hide, params: idParam, response: { 200: messageBody } },
      onRequest: guard('delete', 'delete'),
    }, async (req) => {
      await loadOne(req.params.id);
      await d.authorize?.({ req, db: app.db, op: 'delete', id: req.params.id });
      try {
        if (d.remove) await d.remove(app.db, req.params.id, { uploadDir: app.config.uploadDir });
        else await db.deleteFrom(d.table).where('id', '=', req.params.id).execute();
      } catch (err) {
        mapDbError(err, d.unique);
      }
      return { message: req.messages.t('messages.deleted') };
    }),
  );
}
