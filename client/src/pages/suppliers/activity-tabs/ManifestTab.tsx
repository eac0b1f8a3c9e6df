import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { SupplierActivityDatesDocument } from '../../../graphql/generated/graphql';
import { t } from '../../../i18n';
import { DepartureManifest } from './DepartureManifest';
import { useActivityId } from './tab-utils';

/** Today in Caracas (YYYY-MM-DD): departures from today on are listed. */
const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
/** Check-in tab: who comes to one departure, with scan, photo and manual check-in. */
export function ManifestTab() {
  const activityId = useActivityId();
  const dates = useQuery(SupplierActivityDatesDocument, { variables: { activityId } });
  const departures = useMemo(() => {
    const today = caracasToday();
    return (dates.data?.activityDates ?? [])
      .filter((d) => d.startsAt >= today)
      .flatMap((d) =>
        d.times.map((time) => ({ id: time.id, label: `${d.startsAt} ${time.startsAt.slice(0, 5)}` })),
      )
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [dates.data]);
  // The dashboard links a departure here as ?time={id}.
  const [params] = useSearchParams();
  const [timeId, setTimeId] = useState(params.get('time') ?? '');
  const selected = timeId || departures[0]?.id || '';
  if (!dates.loading && departures.length === 0)
    return <p className="text-muted">{t('manifest.noDepartures')}</p>;
  return (
    <div className="manifest-page">
      <h2 className="h5">{t('manifest.title')}</h2>
      <Form.Group className="mb-3 d-print-none" controlId="manifest-departure">
        <Form.Label>{t('manifest.chooseDeparture')}</Form.Label>
        <Form.Select value={selected} onChange={(event) => setTimeId(event.target.value)}>
          {departures.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {selected && <DepartureManifest activityTimeId={selected} />}
    </div>
  );
}
