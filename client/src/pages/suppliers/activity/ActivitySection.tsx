import { useQuery } from '@apollo/client/react';
import { Spinner } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { TabbedSection, type SectionTab } from '../../../components/TabbedSection';
import { SupplierActivitySectionDocument } from '../../../graphql/generated/graphql';
import { pageErrorContext } from '../../../platform/apollo';
import { isNotFoundError } from '../../../platform/errors';
import { ACTIVITY_TABS } from '../../../platform/paths';
import { NotFoundPage } from '../../not-found/NotFoundPage';

const activityTabs: SectionTab[] = ACTIVITY_TABS.map((tab) => ({
  to: tab,
  label: `pages.activityTabs.${tab}`,
}));

/**
 * The edit screen of one of the supplier's activities: its tabs once the server says the activity is the supplier's
 * own, the not-found page otherwise (no tab loads, so no tab's error reaches a toast).
 */
export function ActivitySection() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(SupplierActivitySectionDocument, {
    variables: { id },
    context: pageErrorContext,
  });
  if (isNotFoundError(error)) return <NotFoundPage />;
  if (!data && !error) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" role="status" aria-label="Cargando" />
      </div>
    );
  }
  return <TabbedSection title="pages.activityEdit" tabs={activityTabs} fluid />;
}
