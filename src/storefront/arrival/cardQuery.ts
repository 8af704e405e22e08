// What the session needs of the arrival cards on every page, without the store's code (loaded when it is used).

/** The query of the device's arrival cards (useArrivalCards.ts), asked again whenever the store changes. */
export const arrivalCardKeys = {
  all: ['arrival-cards'] as const,
};

/** Whether this browser can keep cards (not in a server render, not where IndexedDB is switched off). */
export const canKeepCards = () => typeof indexedDB !== 'undefined';
