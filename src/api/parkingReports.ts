/**
 * Drivers' reports of tonight's truck parking: the levels and limits, without zod, so the hotel page and the result
 * cards that show and take reports stay light (the schemas in ./schemas/parkingReports.ts build on these).
 */
export const parkingLevels = ['plenty', 'tight', 'full'] as const;
export type ParkingLevel = (typeof parkingLevels)[number];

/** How long a report says something about tonight: after this it is no longer shown. */
export const PARKING_REPORT_LIVE_HOURS = 24;
/** The longest note, in characters. */
export const PARKING_NOTE_MAX = 200;
