import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  for (const ext of ['pg_trgm', 'unaccent', 'cube', 'earthdistance']) {
    await sql`create extension if not exists ${sql.raw(ext)}`.execute(db);
  }

  const stamps = (t: any) =>
    t
      .addColumn('created_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`));

  await stamps(
    db.schema
      .createTable('countries')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('iso2', 'varchar(2)', (c) => c.notNull().unique())
      .addColumn('iso3', 'varchar(3)')
      .addColumn('phone_code', 'varchar(20)')
      .addColumn('currency', 'varchar(3)')
      .addColumn('flag', 'varchar(20)')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision'),
  ).execute();
  await db.schema.createIndex('countries_name_idx').on('countries').column('name').execute();

  await stamps(
    db.schema
      .createTable('states')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('country_id', 'bigint', (c) => c.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('code', 'varchar(10)')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision'),
  ).execute();
  await db.schema.createIndex('states_country_name_idx').on('states').columns(['country_id', 'name']).execute();
  await db.schema.createIndex('states_name_idx').on('states').column('name').execute();

  await stamps(
    db.schema
      .createTable('cities')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('country_id', 'bigint', (c) => c.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('state_id', 'bigint', (c) => c.notNull().references('states.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision'),
  ).execute();
  await db.schema.createIndex('cities_state_name_idx').on('cities').columns(['state_id', 'name']).execute();
  await db.schema.createIndex('cities_country_name_idx').on('cities').columns(['country_id', 'name']).execute();
  await db.schema.createIndex('cities_name_idx').on('cities').column('name').execute();
  await sql`create index cities_name_trgm_idx on cities using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index cities_earth_idx on cities using gist (ll_to_earth(latitude, longitude)) where latitude is not null and longitude is not null`.execute(db);

  await stamps(
    db.schema
      .createTable('permissions')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('codename', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('group', 'varchar(50)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('permissions_group_idx').on('permissions').columns(['group', 'codename']).execute();

  await stamps(
    db.schema
      .createTable('roles')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(500)'),
  ).execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'bigint', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema.createIndex('role_permissions_permission_idx').on('role_permissions').column('permission_id').execute();

  await stamps(
    db.schema
      .createTable('users')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('first_name', 'varchar(150)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(150)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(30)')
      .addColumn('country_id', 'bigint', (c) => c.references('countries.id').onDelete('set null'))
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('is_superuser', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('avatar', 'varchar(255)')
      .addColumn('last_login_at', 'timestamptz'),
  ).execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('users_last_name_idx').on('users').columns(['last_name', 'first_name']).execute();
  await sql`create index users_search_trgm_idx on users using gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['role_id', 'user_id']).execute();

  await db.schema
    .createTable('addresses')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('line1', 'varchar(200)')
    .addColumn('line2', 'varchar(200)')
    .addColumn('city', 'varchar(100)')
    .addColumn('state', 'varchar(100)')
    .addColumn('postal_code', 'varchar(20)')
    .addColumn('country_id', 'bigint', (c) => c.references('countries.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull().check(sql`purpose in ('email_verify', 'admin_login', 'password_reset')`))
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verification_codes_open_idx')
    .on('verification_codes')
    .columns(['user_id', 'purpose'])
    .where(sql.ref('consumed_at'), 'is', null)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
