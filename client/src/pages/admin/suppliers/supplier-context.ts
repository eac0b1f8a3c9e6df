import { useOutletContext } from 'react-router-dom';
import type { AdminSupplierFormFragment } from '../../../graphql/generated/admin';

/** What the supplier form's tabs receive from SupplierSection. */
export interface SupplierSectionContext {
  supplier: AdminSupplierFormFragment;
}

export function useSupplierSection(): SupplierSectionContext {
  return useOutletContext<SupplierSectionContext>();
}
