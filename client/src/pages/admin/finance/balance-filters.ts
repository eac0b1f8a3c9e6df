import type { FinanceBalanceFragment } from '../../../graphql/generated/admin';

/** What a supplier's balance says: owes money, owes nothing, or holds a credit. */
export type BalanceState = 'owes' | 'settled' | 'credit';

export const BALANCE_STATES: Record<BalanceState, string> = {
  owes: 'Con saldo por cobrar',
  settled: 'Al día',
  credit: 'Saldo a favor del aliado',
};

export function balanceState(b: Pick<FinanceBalanceFragment, 'balanceUsd'>): BalanceState {
  const n = Number(b.balanceUsd);
  return n > 0 ? 'owes' : n < 0 ? 'credit' : 'settled';
}

export interface BalanceFilters {
  search: string;
  state: BalanceState | '';
  overdueOnly: boolean;
}

/** The balances the filters keep (the list is every supplier with money, unpaged: filtered where it is shown). */
export function filterBalances<T extends FinanceBalanceFragment>(rows: T[], f: BalanceFilters): T[] {
  const needle = f.search
    .trim()
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  return rows.filter(
    (b) =>
      (!needle ||
        b.tradeName
          .toLocaleLowerCase('es')
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .includes(needle)) &&
      (!f.state || balanceState(b) === f.state) &&
      (!f.overdueOnly || Number(b.overdueUsd) > 0),
  );
}
