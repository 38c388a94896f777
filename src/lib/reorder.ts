/**
 * "Move up" and "Move down" in a list the admin orders (testimonials, people): the row swapped
 * with its neighbour, and the positions that change, numbered 1, 2, 3… so that rows sharing a
 * position (written by hand) part too. Undefined when the row is not there or is already at
 * that end.
 */
export function reorder<Id, Row extends { id: Id; position: number }>(
  rows: readonly Row[],
  id: Id,
  direction: "up" | "down",
): { moved: Row; changes: { id: Id; position: number }[] } | undefined {
  const index = rows.findIndex((row) => row.id === id);
  const otherIndex = direction === "up" ? index - 1 : index + 1;
  if (index === -1 || otherIndex < 0 || otherIndex >= rows.length) return undefined;
  const order = [...rows];
  [order[index], order[otherIndex]] = [rows[otherIndex]!, rows[index]!];
  const changes = order.flatMap((row, at) => (row.position === at + 1 ? [] : [{ id: row.id, position: at + 1 }]));
  return { moved: rows[index]!, changes };
}
