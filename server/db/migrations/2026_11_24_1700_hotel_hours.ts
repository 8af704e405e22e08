import { type Kysely, sql } from 'kysely';

/**
 * A state's or province's IANA zone, split by longitude (and latitude) where a state spans two zones. Near a line
 * the guess can be a county off; staff correct it in the hotel's form. Codes and English names are both read.
 */
const ZONES: [zone: string, places: string[], split?: string][] = [
  ['America/New_York', ['CT', 'CONNECTICUT', 'DE', 'DELAWARE', 'DC', 'DISTRICT OF COLUMBIA', 'GA', 'GEORGIA', 'MA', 'MASSACHUSETTS', 'MD', 'MARYLAND', 'ME', 'MAINE', 'NC', 'NORTH CAROLINA', 'NH', 'NEW HAMPSHIRE', 'NJ', 'NEW JERSEY', 'NY', 'NEW YORK', 'OH', 'OHIO', 'PA', 'PENNSYLVANIA', 'RI', 'RHODE ISLAND', 'SC', 'SOUTH CAROLINA', 'VA', 'VIRGINIA', 'VT', 'VERMONT', 'WV', 'WEST VIRGINIA']],
  // The panhandle west of the Apalachicola river keeps Central time.
  ['America/New_York', ['FL', 'FLORIDA'], `when lng < -85.0 then 'America/Chicago'`],
  ['America/Detroit', ['MI', 'MICHIGAN'], `when lng < -87.6 and lat > 45 then 'America/Menominee'`],
  // Lake County (Gary) and the south-west corner (Evansville) are on Central time.
  ['America/Indiana/Indianapolis', ['IN', 'INDIANA'], `when (lat > 40.9 and lng < -86.45) or (lat < 38.6 and lng < -86.7) then 'America/Chicago'`],
  ['America/New_York', ['KY', 'KENTUCKY'], `when lng < -86.1 then 'America/Chicago'`],
  ['America/Chicago', ['TN', 'TENNESSEE'], `when lng > -85.6 then 'America/New_York'`],
  ['America/Chicago', ['AL', 'ALABAMA', 'AR', 'ARKANSAS', 'IA', 'IOWA', 'IL', 'ILLINOIS', 'LA', 'LOUISIANA', 'MN', 'MINNESOTA', 'MO', 'MISSOURI', 'MS', 'MISSISSIPPI', 'OK', 'OKLAHOMA', 'WI', 'WISCONSIN']],
  ['America/Chicago', ['TX', 'TEXAS'], `when lng < -104.9 then 'America/Denver'`],
  ['America/Chicago', ['KS', 'KANSAS'], `when lng < -101.45 then 'America/Denver'`],
  ['America/Chicago', ['NE', 'NEBRASKA'], `when lng < -101.5 then 'America/Denver'`],
  ['America/Chicago', ['SD', 'SOUTH DAKOTA'], `when lng < -100.7 then 'America/Denver'`],
  ['America/Chicago', ['ND', 'NORTH DAKOTA'], `when lng < -101.0 and lat < 47.5 then 'America/Denver'`],
  ['America/Denver', ['CO', 'COLORADO', 'MT', 'MONTANA', 'NM', 'NEW MEXICO', 'UT', 'UTAH', 'WY', 'WYOMING']],
  ['America/Phoenix', ['AZ', 'ARIZONA']],
  ['America/Boise', ['ID', 'IDAHO'], `when lat > 45.5 then 'America/Los_Angeles'`],
  ['America/Los_Angeles', ['OR', 'OREGON'], `when lng > -118.2 and lat < 44.5 then 'America/Boise'`],
  ['America/Los_Angeles', ['CA', 'CALIFORNIA', 'NV', 'NEVADA', 'WA', 'WASHINGTON']],
  ['America/Anchorage', ['AK', 'ALASKA']],
  ['Pacific/Honolulu', ['HI', 'HAWAII']],
  ['America/Toronto', ['ON', 'ONTARIO'], `when lng < -90.0 then 'America/Winnipeg'`],
  ['America/Toronto', ['QC', 'QUEBEC', 'QUÉBEC']],
  ['America/Halifax', ['NB', 'NEW BRUNSWICK', 'NS', 'NOVA SCOTIA', 'PE', 'PRINCE EDWARD ISLAND']],
  ['America/St_Johns', ['NL', 'NEWFOUNDLAND AND LABRADOR']],
  ['America/Winnipeg', ['MB', 'MANITOBA']],
  ['America/Regina', ['SK', 'SASKATCHEWAN']],
  ['America/Edmonton', ['AB', 'ALBERTA', 'NT', 'NORTHWEST TERRITORIES']],
  ['America/Vancouver', ['BC', 'BRITISH COLUMBIA'], `when lng > -117.0 then 'America/Edmonton' when lat > 55 and lng > -122.5 then 'America/Dawson_Creek'`],
  ['America/Whitehorse', ['YT', 'YUKON']],
  ['America/Iqaluit', ['NU', 'NUNAVUT']],
];

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Arrival times are shown in the hotel's own zone; a late arrival matters where nobody is at the desk.
  await db.schema
    .alterTable('hotels')
    .addColumn('time_zone', 'varchar(64)')
    .addColumn('front_desk_24h', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('front_desk_opens', 'time')
    .addColumn('front_desk_closes', 'time')
    .execute();
  await db.schema.alterTable('hotels').addCheckConstraint('hotels_front_desk_hours', sql`front_desk_24h or (front_desk_opens is not null and front_desk_closes is not null)`).execute();

  const branches = ZONES.map(([zone, places, split]) => `when p in (${places.map(quote).join(', ')}) then ${split ? `case ${split} else ${quote(zone)} end` : quote(zone)}`).join('\n      ');
  await sql.raw(`
    create function hotel_time_zone_guess(country text, province text, lat float8, lng float8) returns varchar
    language sql immutable parallel safe as $$
      select case
        when upper(coalesce(country, 'US')) not in ('US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA', 'CA', 'CAN', 'CANADA') then null
        ${branches}
      end
      from (select upper(trim(province)) as p) as s
    $$`).execute(db);
  // A hotel saved without a zone (a supplier's, a script's, or staff cleared it) gets the guess; one set is kept.
  await sql`
    create function hotels_time_zone_default() returns trigger language plpgsql as $$
    begin
      if new.time_zone is null then
        new.time_zone := hotel_time_zone_guess(new.country, new.province, new.latitude, new.longitude);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger hotels_time_zone_default before insert or update on hotels for each row execute function hotels_time_zone_default()`.execute(db);
  await sql`update hotels set time_zone = hotel_time_zone_guess(country, province, latitude, longitude) where time_zone is null`.execute(db);

  // DEMO hotels without the "24-hour front desk" amenity keep desk hours (as the seed does for new ones).
  await sql`
    update hotels set front_desk_24h = false,
           front_desk_opens = case when id % 3 = 0 then time '07:00' else time '06:00' end,
           front_desk_closes = case when id % 3 = 0 then time '22:00' else time '23:00' end
     where demo and not exists (select 1 from hotel_amenities ha join amenities a on a.id = ha.amenity_id where ha.hotel_id = hotels.id and a.key = 'front_desk_24h')`.execute(db);

  // How far each result is to drive, and whether it is past the driver's hours (the hours filter hides those).
  await db.schema
    .alterTable('search_results')
    .addColumn('drive_m', 'integer')
    .addColumn('beyond_reach', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_results').dropColumn('drive_m').dropColumn('beyond_reach').execute();
  await sql`drop trigger hotels_time_zone_default on hotels`.execute(db);
  await sql`drop function hotels_time_zone_default()`.execute(db);
  await sql`drop function hotel_time_zone_guess(text, text, float8, float8)`.execute(db);
  await db.schema.alterTable('hotels').dropConstraint('hotels_front_desk_hours').execute();
  await db.schema.alterTable('hotels').dropColumn('time_zone').dropColumn('front_desk_24h').dropColumn('front_desk_opens').dropColumn('front_desk_closes').execute();
}
