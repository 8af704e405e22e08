import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';
import { distanceUnits, feetToMetres, lengthUnits, metresToFeet } from '../units';
import { nullable } from './common';

export const rigKinds = ['full_rig', 'bobtail'] as const;
export type RigKind = (typeof rigKinds)[number];

/** The shortest and longest tractor + trailer a driver may save, in feet (a day cab alone to a long double). */
export const RIG_LENGTH_FT = { min: 20, max: 120 } as const;

/**
 * A driver's rig as saved in the profile: a tractor with its trailer (its length in the unit they typed it in), or a
 * bobtail (the tractor alone, no length needed); hazmat says they haul placarded loads.
 */
export const rig = z.object({
  kind: z.enum(rigKinds),
  /** As typed, in `length_unit`; null for a bobtail. */
  length: z.number().nullable(),
  length_unit: z.enum(lengthUnits),
  /** The same length in feet, what lots are measured in; null for a bobtail. */
  length_ft: z.number().nullable(),
  hazmat: z.boolean(),
});
export type Rig = z.infer<typeof rig>;

export const rigInput = z
  .object({
    kind: z.enum(rigKinds),
    length: nullable(numeral(z.number().positive().max(1000))).optional(),
    length_unit: z.enum(lengthUnits).default('ft'),
    hazmat: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'bobtail') return;
    if (r.length === null || r.length === undefined) {
      ctx.addIssue({ code: 'custom', path: ['length'], message: 'Length is required', ...ruleParams('required') });
      return;
    }
    const feet = r.length_unit === 'm' ? metresToFeet(r.length) : r.length;
    // The bounds are told in the unit the driver typed, rounded inwards ("at least 6.1", "at most 36.5" metres).
    const inUnit = (ft: number, round: (n: number) => number) => (r.length_unit === 'm' ? round(feetToMetres(ft) * 10) / 10 : ft);
    if (feet < RIG_LENGTH_FT.min) ctx.addIssue({ code: 'custom', path: ['length'], message: 'Length is too short', ...ruleParams('min_value', { length: inUnit(RIG_LENGTH_FT.min, Math.ceil) }) });
    if (feet > RIG_LENGTH_FT.max) ctx.addIssue({ code: 'custom', path: ['length'], message: 'Length is too long', ...ruleParams('max_value', { length: inUnit(RIG_LENGTH_FT.max, Math.floor) }) });
  })
  .transform(
    (r): Rig => ({
      kind: r.kind,
      length: r.kind === 'bobtail' ? null : r.length!,
      length_unit: r.length_unit,
      length_ft: r.kind === 'bobtail' ? null : Math.round((r.length_unit === 'm' ? metresToFeet(r.length!) : r.length!) * 10) / 10,
      hazmat: r.hazmat,
    }),
  );
export type RigInput = z.input<typeof rigInput>;

/** PUT /user/rig: the rig, or null to forget it. */
export const rigUpdate = z.object({ rig: rigInput.nullable() });
/** PUT /user/units: the distance unit, or null for the language's own. */
export const unitsUpdate = z.object({ distance_unit: z.enum(distanceUnits).nullable() });

/** What "fits my rig" asks of a hotel's lot in a search: a bobtail, or a rig this long; hazmat: a lot that takes placarded loads. */
export const rigNeed = z.object({
  kind: z.enum(rigKinds),
  length_ft: nullable(numeral(z.number().min(RIG_LENGTH_FT.min).max(RIG_LENGTH_FT.max))).optional(),
  hazmat: z.boolean().default(false),
});
export type RigNeed = z.infer<typeof rigNeed>;
