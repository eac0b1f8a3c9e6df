import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Form, InputGroup, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import {
  CheckInBookingDocument,
  CheckInManifestDocument,
  SupplierActivityDatesDocument,
  type CheckInManifestQuery,
} from '../../../graphql/generated/graphql';
import { t } from '../../../i18n';
import { downloadPrivateFile } from '../../../platform/download';
import { readQrFromFile, readQrFromVideo } from './qr-reader';
import { errorMessage, useActivityId } from './tab-utils';

type Manifest = CheckInManifestQuery['checkInManifest'];
type Notice = { variant: 'success' | 'info' | 'danger'; text: string };

/** Today in Caracas (YYYY-MM-DD): departures from today on are listed. */
const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-VE', {
    timeZone: 'America/Caracas',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The CSV comes from the server's one writer, which neutralises cells a spreadsheet would run as formulas. */
function downloadCsv(m: Manifest): Promise<void> {
  return downloadPrivateFile(
    `/api/v1/activity_time/${m.activityTimeId}/manifest.csv`,
    `llegadas-${m.date}-${m.startTime.replace(':', '')}.csv`,
  );
}

/**
 * Columns shown from the sm breakpoint up; on a phone the name cell carries them on a second line, so the arrival
 * state sits right after the name, never off-screen.
 */
const WIDE = 'd-none d-sm-table-cell';

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
  const manifest = useQuery(CheckInManifestDocument, {
    variables: { activityTimeId: selected },
    skip: !selected,
    fetchPolicy: 'cache-and-network',
  });
  const [checkIn, { loading: checking }] = useMutation(CheckInBookingDocument);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const submit = async (input: { token?: string; code?: string }) => {
    try {
      const result = await checkIn({ variables: { input: { activityTimeId: selected, ...input } } });
      const answer = result.data!.checkInBooking;
      setNotice({ variant: answer.alreadyCheckedIn ? 'info' : 'success', text: answer.message });
      setCode('');
      await manifest.refetch();
    } catch (error) {
      setNotice({ variant: 'danger', text: errorMessage(error) });
    }
  };

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const tick = async () => {
          const token = video.current ? await readQrFromVideo(video.current) : null;
          if (stopped) return;
          if (token) {
            setScanning(false);
            await submit({ token });
          } else timer = window.setTimeout(() => void tick(), 300);
        };
        void tick();
      } catch {
        setScanning(false);
        setNotice({ variant: 'danger', text: t('manifest.cameraRefused') });
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one camera session per start
  }, [scanning]);

  const m = manifest.data?.checkInManifest;
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
      {m && (
        <p className="d-none d-print-block">
          {m.activityTitle} · {m.date} {m.startTime}
        </p>
      )}
      {m && (
        <div className="d-flex gap-3 flex-wrap mb-3" data-testid="manifest-totals">
          <TotalCard label={t('manifest.booked')} value={m.totals.booked} testId="total-booked" />
          <TotalCard label={t('manifest.paid')} value={m.totals.paid} testId="total-paid" />
          <TotalCard label={t('manifest.checkedIn')} value={m.totals.checkedIn} testId="total-checked-in" />
        </div>
      )}
      <div className="d-print-none">
        {notice && (
          <Alert variant={notice.variant} role="status" data-testid="check-in-notice">
            {notice.text}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2 mb-2">
          <Button onClick={() => setScanning(!scanning)} disabled={!selected}>
            {scanning ? t('manifest.stopScan') : t('manifest.scan')}
          </Button>
          <Form.Label className="btn btn-outline-primary mb-0" htmlFor="manifest-photo">
            {t('manifest.photo')}
          </Form.Label>
          <input
            id="manifest-photo"
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              void readQrFromFile(file).then((token) =>
                token ? submit({ token }) : setNotice({ variant: 'danger', text: t('manifest.noQr') }),
              );
            }}
          />
        </div>
        {scanning && (
          <video
            ref={video}
            className="w-100 mb-2"
            muted
            playsInline
            aria-label={t('manifest.cameraLabel')}
          />
        )}
        <Form
          className="mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ code });
          }}
        >
          <Form.Label htmlFor="manifest-code">{t('manifest.manualCode')}</Form.Label>
          <InputGroup>
            <Form.Control
              id="manifest-code"
              value={code}
              maxLength={20}
              placeholder="K7QM-3XPA"
              autoCapitalize="characters"
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" disabled={checking || !code.trim() || !selected}>
              {t('manifest.manualSubmit')}
            </Button>
          </InputGroup>
        </Form>
      </div>
      {m &&
        (m.rows.length === 0 ? (
          <p className="text-muted">{t('manifest.empty')}</p>
        ) : (
          <Table responsive size="sm" data-testid="manifest-table">
            <thead>
              <tr>
                <th scope="col">{t('manifest.name')}</th>
                <th scope="col">{t('manifest.arrival')}</th>
                <th scope="col" className={WIDE}>
                  {t('manifest.code')}
                </th>
                <th scope="col" className={WIDE}>
                  {t('manifest.participants')}
                </th>
                <th scope="col" className={WIDE}>
                  {t('manifest.payment')}
                </th>
              </tr>
            </thead>
            <tbody>
              {m.rows.map((row) => (
                <tr key={row.bookingId}>
                  <td className="text-break">
                    {row.personName}
                    <div className="d-sm-none small text-body-secondary">
                      {row.code} · {row.participants} · {row.paymentState}
                    </div>
                  </td>
                  <td className="text-nowrap" data-testid="manifest-arrival">
                    {row.checkedInAt ? (
                      <Badge bg="success" className="fs-6 fw-normal">
                        {t('manifest.arrived', { time: timeOf(row.checkedInAt) })}
                      </Badge>
                    ) : (
                      <Badge bg="light" text="dark" className="fs-6 fw-normal border">
                        {t('manifest.pending')}
                      </Badge>
                    )}
                  </td>
                  <td className={WIDE}>{row.code}</td>
                  <td className={WIDE}>{row.participants}</td>
                  <td className={WIDE}>{row.paymentState}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
      {m && (
        <div className="d-flex gap-2 d-print-none">
          <Button variant="outline-secondary" onClick={() => window.print()}>
            {t('manifest.print')}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() =>
              void downloadCsv(m).catch(() => setNotice({ variant: 'danger', text: t('manifest.csvFailed') }))
            }
          >
            {t('manifest.csv')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One of the manifest's totals (participants booked, paid, checked in). */
function TotalCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card body className="flex-fill text-center">
      <div className="small text-muted">{label}</div>
      <div className="fs-4 fw-bold" data-testid={testId}>
        {value}
      </div>
    </Card>
  );
}
