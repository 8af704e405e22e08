/**
 * DerbySoft distributor API v4 wire shapes (shared/SUPPLIERS.md; public clients windingtree/simard and iVectorOne).
 * Shared by the adapter and the simulator, so both speak the same format.
 */

export type DerbyHeader = { supplierId?: string; distributorId: string; version: 'v4'; token: string };

export type StayRange = { checkin: string; checkout: string };

export type RoomCriteria = { roomCount: number; adultCount: number; childCount: number; childAges?: number[] };

export type CancelDeadline = {
  offsetTimeDropType?: 'BeforeArrival' | string;
  offsetTimeUnit?: 'D' | 'H' | string;
  offsetTimeValue?: number;
  /** sic: DerbySoft spells it so. "6PM", "18:00" or "any date time". */
  dealineTime?: string;
};

export type PenaltyCharge = { chargeBase?: 'FullStay' | 'NightBase' | 'Amount' | string; nights?: number; percent?: number; amount?: number };

export type CancelPenalty = { noShow?: boolean; cancellable?: boolean; cancelDeadline?: CancelDeadline; penaltyCharge?: PenaltyCharge };

export type DerbyCancelPolicy = { code?: string; description?: string; cancelPenalties?: CancelPenalty[] };

export type DerbyFee = {
  dateRange?: { start?: string; end?: string };
  fee?: {
    name?: string;
    type?: 'Inclusive' | 'Exclusive' | string;
    amount?: number;
    amountType?: 'Fixed' | 'Percent' | string;
    chargeType?: 'PerRoomPerNight' | 'PerRoomPerStay' | 'PerPersonPerNight' | 'PerPersonPerStay' | string;
  };
};

export type DerbyRoomRate = {
  roomCriteria?: RoomCriteria;
  inventory?: number;
  roomId: string;
  rateId: string;
  currency: string;
  amountBeforeTax: number[];
  amountAfterTax: number[];
  mealPlan?: string;
  cancelPolicy?: DerbyCancelPolicy;
  fees?: DerbyFee[];
};

export type SupplierHotel = { supplierId: string; hotelId: string };

export type MultiHotelsRequest = { header: DerbyHeader; hotels: SupplierHotel[]; stayRange: StayRange; roomCriteria: RoomCriteria };
export type MultiHotelsResponse = { header?: DerbyHeader; availHotels?: { supplierId?: string; hotelId: string; availRoomRates?: DerbyRoomRate[] }[] };

export type AvailabilityRequest = {
  header: DerbyHeader;
  hotelId: string;
  stayRange: StayRange;
  roomCriteria: RoomCriteria;
  productCandidate?: { roomId: string; rateId: string };
};
export type AvailabilityResponse = { header?: DerbyHeader; hotelId?: string; roomRates?: DerbyRoomRate[]; cancelPolicy?: DerbyCancelPolicy; fees?: DerbyFee[] };

export type ReservationIds = { distributorResId: string; derbyResId?: string; supplierResId?: string };

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
export type PrebookResponse = { header?: DerbyHeader; bookingToken?: string };

export type BookRequest = PrebookRequest & { bookingToken: string };
export type BookResponse = { header?: DerbyHeader; reservationIds?: ReservationIds };

export type CancelRequest = { header: DerbyHeader; reservationIds: ReservationIds };
export type CancelResponse = { header?: DerbyHeader; cancellationId?: string };

export type DetailRequest = { header: DerbyHeader; reservationIds: ReservationIds };
export type DetailResponse = {
  header?: DerbyHeader;
  reservationIds?: ReservationIds;
  status?: 'Confirmed' | 'Cancelled' | 'Modified' | string;
  result?: 'Successful' | 'Failed' | 'Processing' | string;
  cancellationId?: string;
  hotelId?: string;
  stayRange?: StayRange;
  roomCriteria?: RoomCriteria;
  total?: { amountBeforeTax: number; amountAfterTax: number };
};

/** Hotel list of the booking service (`GET /hotels/{supplierId}`); not in SUPPLIERS.md, shape from windingtree/simard. */
export type HotelListEntry = { supplierId?: string; hotelId: string; hotelName?: string; status?: 'Actived' | 'Deactived' | string };

export type SetupRequest = { header: DerbyHeader; hotels: { hotelId: string; status: 'Actived' | 'Deactived' }[] };

export type DerbyErrorBody = { errorCode?: string; errorMessage?: string; supplierErrorCode?: string };
