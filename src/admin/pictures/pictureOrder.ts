/** Moves one item of a list to another index (both within bounds), returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The hotel's whole picture order after reordering a subset of it (one room's pictures):
 * the subset keeps the slots it held, in its new order; every other picture stays put.
 * The API's reorder call takes every id of the hotel.
 */
export function mergeSubsetOrder<Id>(allIds: readonly Id[], subsetInNewOrder: readonly Id[]): Id[] {
  const subset = new Set(subsetInNewOrder);
  const queue = [...subsetInNewOrder];
  return allIds.map((id) => (subset.has(id) ? (queue.shift() as Id) : id));
}
