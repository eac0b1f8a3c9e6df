import { useOutletContext } from 'react-router-dom';
import type { AdminSupplierFormFragment } from '../../../graphql/generated/graphql';

/** What the supplier form's tabs receive from SupplierSection. */
export interface SupplierSectionContext {
  supplier: AdminSupplierFormFragment;
}

export function useSupplierSection(): SupplierSectionContext {
  return useOutletContext<SupplierSectionContext>();
}
