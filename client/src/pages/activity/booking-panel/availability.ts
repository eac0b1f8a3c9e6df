/** Remaining seats of a slot: currentAvailable − Σ participants × quantity (customer spec §4.3). */
export function remainingSeats(
  currentAvailable: number,
  prices: readonly { id: string; participants: number }[],
  quantities: Readonly<Record<string, number>>,
): number {
  return prices.reduce((left, p) => left - p.participants * (quantities[p.id] ?? 0), currentAvailable);
}
