import { type Kysely } from 'kysely';

/**
 * Permissions no screen or route ever checked: adding or deleting a booking (bookings are made by drivers and kept),
 * a setting (a fixed set, changed in place), a content page (About, Terms, Privacy), an advertise request (sent by
 * the public form) and a parking report (sent by drivers; staff hide them). Roles were offered them in the editor as
 * if they granted something. Their grants go with them (role_permissions cascades); nothing anyone could do changes.
 */
// Frozen in time: the codenames are written out, not read from the application's catalogue.
const grantNothing = ['add_booking', 'delete_booking', 'add_setting', 'delete_setting', 'add_page', 'delete_page', 'add_advertiserequest', 'add_parkingreport', 'delete_parkingreport'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('codename', 'in', grantNothing).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
