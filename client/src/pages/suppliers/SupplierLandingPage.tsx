import { Placeholder } from '../../components/Placeholder';

/** Supplier landing (benefits, three steps, FAQ, request form): built by a later issue. */
export function SupplierLandingPage() {
  return <Placeholder title="pages.suppliersLanding" />;
}
