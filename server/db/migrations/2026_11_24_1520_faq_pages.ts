import { type Kysely, sql } from 'kysely';

const pages = [
  { slug: 'about', title: 'About RigRest', body: '<p>RigRest helps truck drivers find a hotel room with truck parking near where they are, or where they will stop, and book it in a minute.</p><p>We work with hotel brands and independent hotels across the United States, Canada and Mexico.</p>' },
  { slug: 'terms', title: 'Terms of Service', body: '<p>These terms are a placeholder for the text RigRest’s staff publish. Until then, bookings follow the cancellation policy shown with each room.</p>' },
  { slug: 'privacy', title: 'Privacy Policy', body: '<p>We keep the details you give us (your name, email, phone and bookings) to run your bookings and your account, and we never sell them. Staff publish the full policy here.</p>' },
];

const faq = [
  { topic: 'booking', question: 'How do I book a room with truck parking?', answer: '<p>Search by city or near you, keep “Parking available” on, pick a hotel and a room, and confirm. You get a confirmation email at once.</p>' },
  { topic: 'cancellation', question: 'Can I cancel a booking?', answer: '<p>Yes, from Booking History, until the deadline the room’s cancellation policy shows.</p>' },
  { topic: 'parking', question: 'Will my full rig fit?', answer: '<p>Each hotel page says whether it fits a full rig or a bobtail only, how many spaces there are and whether parking is free.</p>' },
  { topic: 'account', question: 'How do I change my password?', answer: '<p>Open Profile, then Password, enter your current password and the new one.</p>' },
  { topic: 'payments', question: 'When do I pay?', answer: '<p>You pay the hotel when you check in, unless the room says it is prepaid.</p>' },
];

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('topic', 'varchar(20)', (c) => c.notNull().check(sql`topic in ('booking', 'cancellation', 'parking', 'account', 'payments')`))
    .addColumn('question', 'varchar(300)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('faq_entries').values(faq.map((f, i) => ({ ...f, position: i }))).execute();

  // /about, /terms and /privacy: fixed addresses, text staff edit.
  await db.schema
    .createTable('pages')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('slug', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('pages').values(pages).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pages').ifExists().execute();
  await db.schema.dropTable('faq_entries').ifExists().execute();
}
