import type { LiveCheckResponse } from '@/api/schemas/hotelSearch';

export type LiveRoomsInputs = {
  /** POST /hotels/{id}/check has not answered yet. */
  starting: boolean;
  startFailed: boolean;
  data: LiveCheckResponse | undefined;
  resultsFailed: boolean;
  /** The token expired or is unknown (404/410): a new check is on its way. */
  expired: boolean;
  /** The check has run longer than the page waits for. */
  gaveUp: boolean;
};

export type LiveRoomsState = { searching: boolean; ratesUnavailable: boolean; failed: boolean };

/** What the rooms section shows while a live check starts, runs, lands, fails or takes too long. */
export function liveRoomsState(i: LiveRoomsInputs): LiveRoomsState {
  const failed = i.startFailed || (i.resultsFailed && !i.expired);
  const running = !i.data || i.data.searching;
  const timedOut = i.gaveUp && running && !i.expired;
  return {
    failed,
    searching: !failed && !timedOut && (i.starting || i.expired || running),
    ratesUnavailable: !failed && (timedOut || (!running && !!i.data?.rates_unavailable)),
  };
}
