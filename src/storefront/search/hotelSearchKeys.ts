/** The search's query keys, apart from its hook: the hotel page refreshes open searches without loading the search code. */
export const hotelSearchKeys = {
  all: ['hotelSearch'] as const,
  token: (request: unknown) => ['hotelSearch', 'token', request] as const,
  results: (token: string | undefined, page: number, sortBy: string, beyondReach = false) => ['hotelSearch', 'results', token, page, sortBy, beyondReach] as const,
  markers: (token: string | undefined, sortBy: string, beyondReach = false) => ['hotelSearch', 'markers', token, sortBy, beyondReach] as const,
};
