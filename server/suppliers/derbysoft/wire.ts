import { z } from 'zod';

/**
 * DerbySoft distributor API v4 wire shapes (shared/SUPPLIERS.md; public clients windingtree/simard and iVectorOne).
 * Shared by the adapter and the simulator, so both speak the same format. Answers are schemas the adapter parses
 * every answer with: a missing list or a field of the wrong type is a bad answer, never "nothing" (an empty
 * availRoomRates is sold out only when the supplier sends it empty).
 */

export type DerbyHeader = { supplierId?: string; distributorId: string; version: 'v4'; token: string };

export type StayRange = { checkin: string; checkout: string };

export type RoomCriteria = { roomCount: number; adultCount: number; childCount: number; childAges?: number[] };

export const cancelDeadline = z.object({
  /** 'BeforeArrival' is the one documented. */
  offsetTimeDropType: z.string().optional(),
  /** 'D' or 'H'. */
  offsetTimeUnit: z.string().optional(),
  offsetTimeValue: z.number().optional(),
  /** sic: DerbySoft spells it so. "6PM", "18:00" or "any date time". */
  dealineTime: z.string().optional(),
});
export type CancelDeadline = z.infer<typeof cancelDeadline>;

/** chargeBase: 'FullStay' | 'NightBase' | 'Amount'. */
export const penaltyCharge = z.object({ chargeBase: z.string().optional(), nights: z.number().optional(), percent: z.number().optional(), amount: z.number().optional() });
export type PenaltyCharge = z.infer<typeof penaltyCharge>;

export const cancelPenalty = z.object({ noShow: z.boolean().optional(), cancellable: z.boolean().optional(), cancelDeadline: cancelDeadline.optional(), penaltyCharge: penaltyCharge.optional() });
export type CancelPenalty = z.infer<typeof cancelPenalty>;

export const derbyCancelPolicy = z.object({ code: z.string().optional(), description: z.string().optional(), cancelPenalties: z.array(cancelPenalty).optional() });
export type DerbyCancelPolicy = z.infer<typeof derbyCancelPolicy>;

export const derbyFee = z.object({
  dateRange: z.object({ start: z.string().optional(), end: z.string().optional() }).optional(),
  fee: z
    .object({
      name: z.string().optional(),
      /** 'Inclusive' | 'Exclusive' */
      type: z.string().optional(),
      amount: z.number().optional(),
      /** 'Fixed' | 'Percent' */
      amountType: z.string().optional(),
      /** 'PerRoomPerNight' | 'PerRoomPerStay' | 'PerPersonPerNight' | 'PerPersonPerStay' */
      chargeType: z.string().optional(),
    })
    .optional(),
});
export type DerbyFee = z.infer<typeof derbyFee>;

const roomCriteriaSchema = z.object({ roomCount: z.number(), adultCount: z.number(), childCount: z.number(), childAges: z.array(z.number()).optional() });

export const derbyRoomRate = z.object({
  roomCriteria: roomCriteriaSchema.optional(),
  inventory: z.number().optional(),
  roomId: z.string().min(1),
  rateId: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO currency code'),
  /** One per night. */
  amountBeforeTax: z.array(z.number()),
  amountAfterTax: z.array(z.number()),
  mealPlan: z.string().optional(),
  cancelPolicy: derbyCancelPolicy.optional(),
  fees: z.array(derbyFee).optional(),
});
export type DerbyRoomRate = z.infer<typeof derbyRoomRate>;

export type SupplierHotel = { supplierId: string; hotelId: string };

export type MultiHotelsRequest = { header: DerbyHeader; hotels: SupplierHotel[]; stayRange: StayRange; roomCriteria: RoomCriteria };
export const multiHotelsAnswer = z.object({
  availHotels: z.array(z.object({ supplierId: z.string().optional(), hotelId: z.string().min(1), availRoomRates: z.array(derbyRoomRate) })),
});
export type MultiHotelsResponse = z.infer<typeof multiHotelsAnswer> & { header?: DerbyHeader };

export type AvailabilityRequest = {
  header: DerbyHeader;
  hotelId: string;
  stayRange: StayRange;
  roomCriteria: RoomCriteria;
  productCandidate?: { roomId: string; rateId: string };
};
export const availabilityAnswer = z.object({
  hotelId: z.string().optional(),
  /** Empty: sold out. Missing: a bad answer. */
  roomRates: z.array(derbyRoomRate),
  cancelPolicy: derbyCancelPolicy.optional(),
  fees: z.array(derbyFee).optional(),
});
export type AvailabilityResponse = z.infer<typeof availabilityAnswer> & { header?: DerbyHeader };

export type ReservationIds = { distributorResId: string; derbyResId?: string; supplierResId?: string };
const answeredIds = z.object({ distributorResId: z.string().optional(), derbyResId: z.string().optional(), supplierResId: z.string().optional() });

export type DerbyPerson = { firstName: string; lastName: string; email?: string; phone?: string; type?: 'Adult' | 'Child'; index?: number; age?: number };

export type PrebookRequest = {
  header: DerbyHeader;
  reservationIds: { distributorResId: string };
  hotelId: string;
  stayRange: StayRange;
  roomCriteria: RoomCriteria;
  contactPerson: DerbyPerson;
  guests: DerbyPerson[];
  total: { amountBeforeTax: number; amountAfterTax: number };
  roomRates: DerbyRoomRate[];
  comments?: string[];
};
export const prebookAnswer = z.object({ bookingToken: z.string().min(1) });
export type PrebookResponse = z.infer<typeof prebookAnswer> & { header?: DerbyHeader };

export type BookRequest = PrebookRequest & { bookingToken: string };
export const bookAnswer = z.object({
  reservationIds: answeredIds.refine((ids) => Boolean(ids.derbyResId || ids.supplierResId), 'must carry derbyResId or supplierResId'),
});
export type BookResponse = z.infer<typeof bookAnswer> & { header?: DerbyHeader };

export type CancelRequest = { header: DerbyHeader; reservationIds: ReservationIds };
export const cancelAnswer = z.object({ cancellationId: z.string().min(1) });
export type CancelResponse = z.infer<typeof cancelAnswer> & { header?: DerbyHeader };

export type DetailRequest = { header: DerbyHeader; reservationIds: ReservationIds };
export const detailAnswer = z
  .object({
    reservationIds: answeredIds.optional(),
    /** 'Confirmed' | 'Cancelled' | 'Modified' */
    status: z.string().optional(),
    /** 'Successful' | 'Failed' | 'Processing' */
    result: z.string().optional(),
    cancellationId: z.string().optional(),
    hotelId: z.string().optional(),
    stayRange: z.object({ checkin: z.string(), checkout: z.string() }).optional(),
    roomCriteria: roomCriteriaSchema.optional(),
    total: z.object({ amountBeforeTax: z.number(), amountAfterTax: z.number() }).optional(),
  })
  .refine((d) => d.status !== undefined || d.result !== undefined, 'must carry status or result');
export type DetailResponse = z.infer<typeof detailAnswer> & { header?: DerbyHeader };

/** Hotel list of the booking service (`GET /hotels/{supplierId}`); not in SUPPLIERS.md, shape from windingtree/simard. */
export const hotelListEntry = z.object({
  supplierId: z.string().optional(),
  hotelId: z.string().min(1),
  hotelName: z.string().nullish(),
  /** sic. Anything else is a changed API, not a reason to switch hotels off. */
  status: z.enum(['Actived', 'Deactived']).optional(),
});
export type HotelListEntry = z.infer<typeof hotelListEntry>;
/** A bare array (as windingtree/simard reads it) or `{ hotels: [...] }`. */
export const hotelListAnswer = z.preprocess((body) => (Array.isArray(body) ? { hotels: body } : body), z.object({ hotels: z.array(hotelListEntry) }));

export type SetupRequest = { header: DerbyHeader; hotels: { hotelId: string; status: 'Actived' | 'Deactived' }[] };

/** An error body: `{errorCode, errorMessage}`, or `{error}` on a 401; read only for the code and message. */
export const derbyErrorBody = z.object({ errorCode: z.string().optional(), errorMessage: z.string().optional(), supplierErrorCode: z.string().optional(), error: z.string().optional() });
export type DerbyErrorBody = z.infer<typeof derbyErrorBody>;
