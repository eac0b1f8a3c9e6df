import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Form, InputGroup, Table } from 'react-bootstrap';
import {
  CheckInBookingDocument,
  CheckInManifestDocument,
  type CheckInManifestQuery,
} from '../../../graphql/generated/graphql';
import { t } from '../../../i18n';
import { downloadPrivateFile } from '../../../platform/download';
import { readQrFromFile, readQrFromVideo } from './qr-reader';
import { errorMessage } from './tab-utils';

type Manifest = CheckInManifestQuery['checkInManifest'];
type Notice = { variant: 'success' | 'info' | 'danger'; text: string };

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

/**
 * Who comes to one departure: totals, the list with each arrival, and (with `checkIn`) scan, photo and manual
 * check-in; print and CSV. The activity's check-in tab and the departure page show it.
 */
export function DepartureManifest({
  activityTimeId,
  checkIn: canCheckIn = true,
}: {
  activityTimeId: string;
  checkIn?: boolean;
}) {
  const manifest = useQuery(CheckInManifestDocument, {
    variables: { activityTimeId },
    fetchPolicy: 'cache-and-network',
  });
  const [checkIn, { loading: checking }] = useMutation(CheckInBookingDocument);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const submit = async (input: { token?: string; code?: string }) => {
    try {
      const result = await checkIn({ variables: { input: { activityTimeId, ...input } } });
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
  return (
    <div data-testid="departure-manifest">
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
      {canCheckIn && (
        <div className="d-print-none">
          {notice && (
            <Alert variant={notice.variant} role="status" data-testid="check-in-notice">
              {notice.text}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2 mb-2">
            <Button onClick={() => setScanning(!scanning)}>
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
              <Button type="submit" disabled={checking || !code.trim()}>
                {t('manifest.manualSubmit')}
              </Button>
            </InputGroup>
          </Form>
        </div>
      )}
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
