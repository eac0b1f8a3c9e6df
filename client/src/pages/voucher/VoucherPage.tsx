import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { inPlaceErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { classifyError } from '../../platform/errors';
import { dropPrivateCopy, readPrivateCopy, savePrivateCopy, useSession } from '../../platform/session';
import { downloadPrivateFile } from '../../platform/download';
import { VoucherDocument, type VoucherQuery } from '../../graphql/generated/graphql';
import { t } from '../../i18n';
import { keepVoucherOffline } from './offline';

type VoucherData = VoucherQuery['voucher'];

/**
 * Offline: every voucher the customer opened is kept on the device under their account (its data and QR token are
 * all the page needs; the QR is drawn on the device), and the service worker keeps the page's files (./offline.ts),
 * so it still opens at a meeting point without signal, also after the browser was closed. The copy is shown only when
 * the server cannot be reached: an answer that the voucher is gone (cancelled booking, not found) drops it, and
 * logging out removes every copy. The PDF, once downloaded, is a file on the phone.
 */
const copyName = (id: string) => `voucher.${id}`;
const GONE = ['NOT_FOUND', 'CONFLICT'];

/** The server answered that this voucher does not exist (any more) for this account. */
function voucherGone(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => GONE.includes(String(e.extensions?.code ?? '')))
  );
}

const dayText = (date: string) => date.split('-').reverse().join('/');

export function VoucherPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(VoucherDocument, {
    variables: { bookingId: id },
    fetchPolicy: 'network-only',
    // The page shows its own notice (not yet available, cancelled), or the saved copy when there is no connection.
    context: inPlaceErrorContext,
  });
  const [qr, setQr] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [savedOffline, setSavedOffline] = useState(false);
  const userId = useSession().user?.id ?? '';
  const fresh = data?.voucher;
  const offline = !!error && classifyError(error).kind === 'network';
  const copy = useMemo(
    () => (offline && userId ? readPrivateCopy<VoucherData>(userId, copyName(id)) : null),
    [offline, userId, id],
  );
  const voucher = fresh ?? copy;

  useEffect(() => {
    if (userId && voucherGone(error)) dropPrivateCopy(userId, copyName(id));
  }, [error, userId, id]);
  useEffect(() => {
    if (!fresh || !userId) return;
    savePrivateCopy(userId, copyName(id), fresh);
    let current = true;
    void keepVoucherOffline(window.location.pathname).then((kept) => current && setSavedOffline(kept));
    return () => {
      current = false;
    };
  }, [fresh, id, userId]);
  useEffect(() => {
    if (!voucher) return;
    void QRCode.toDataURL(voucher.token, { errorCorrectionLevel: 'M', margin: 2, width: 320 }).then(setQr);
  }, [voucher]);

  if (loading && !voucher) return <Container className="py-4">{t('common.loading')}</Container>;
  if (!voucher)
    return (
      <Container className="py-4">
        <Alert variant="warning">{error?.message ?? t('voucher.notReady')}</Alert>
        <Link to={paths.bookingsTab('processed')}>{t('voucher.back')}</Link>
      </Container>
    );

  return (
    <Container className="py-4 voucher-page" style={{ maxWidth: 640 }}>
      {!fresh && <Alert variant="info">{t('voucher.offline')}</Alert>}
      {fresh && savedOffline && (
        <p className="small text-success d-print-none" data-testid="voucher-saved-offline">
          {t('voucher.savedOffline')}
        </p>
      )}
      <Card>
        <Card.Body>
          <p className="text-primary fw-bold mb-1">Xplora · {t('voucher.title')}</p>
          <h1 className="h4">{voucher.activityTitle}</h1>
          <dl className="row mb-0">
            <dt className="col-5">{t('voucher.code')}</dt>
            <dd className="col-7 fw-bold fs-5" data-testid="voucher-code">
              {voucher.code}
            </dd>
            <dt className="col-5">{t('voucher.date')}</dt>
            <dd className="col-7">{dayText(voucher.date)}</dd>
            <dt className="col-5">{t('voucher.startTime')}</dt>
            <dd className="col-7">
              {voucher.startTime} ({t('voucher.timeZoneNote')})
            </dd>
            <dt className="col-5">{t('voucher.meetingPoint')}</dt>
            <dd className="col-7">
              {voucher.meetingPoint || t('voucher.toConfirm')}
              {voucher.meetingPoint && (
                <>
                  {' '}
                  <a href={voucher.mapUrl} target="_blank" rel="noopener noreferrer">
                    {t('voucher.map')}
                  </a>
                </>
              )}
            </dd>
            <dt className="col-5">{t('voucher.holder')}</dt>
            <dd className="col-7">{voucher.customerName}</dd>
            <dt className="col-5">{t('voucher.participants')}</dt>
            <dd className="col-7">
              {voucher.participants}
              <ul className="mb-0 ps-3">
                {voucher.lines.map((line) => (
                  <li key={line.title}>
                    {line.quantity} × {line.title}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="col-5">{t('voucher.supplier')}</dt>
            <dd className="col-7">
              {voucher.supplierName}
              {voucher.supplierPhone && (
                <>
                  <br />
                  {t('voucher.phone')}: <a href={`tel:${voucher.supplierPhone}`}>{voucher.supplierPhone}</a>
                </>
              )}
            </dd>
          </dl>
          <div className="text-center my-3">
            {qr && (
              <img
                src={qr}
                alt={t('voucher.qrAlt', { code: voucher.code })}
                width={240}
                height={240}
                data-testid="voucher-qr"
              />
            )}
            <p className="small text-muted mb-0">{t('voucher.qrHint')}</p>
          </div>
          {voucher.checkedInAt && (
            <Alert variant="success" className="mb-0">
              {t('voucher.checkedIn', { when: new Date(voucher.checkedInAt).toLocaleString('es-VE') })}
            </Alert>
          )}
        </Card.Body>
      </Card>
      {downloadFailed && (
        <Alert variant="danger" className="mt-3 d-print-none">
          {t('voucher.downloadFailed')}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3 d-print-none">
        <Button
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            setDownloadFailed(false);
            downloadPrivateFile(`/api/v1/booking/${id}/voucher.pdf`, `voucher-${voucher.code}.pdf`)
              .catch(() => setDownloadFailed(true))
              .finally(() => setDownloading(false));
          }}
        >
          {downloading ? t('voucher.downloading') : t('voucher.download')}
        </Button>
        <Button variant="outline-secondary" onClick={() => window.print()}>
          {t('voucher.print')}
        </Button>
        <Link className="btn btn-link" to={paths.bookingsTab('processed')}>
          {t('voucher.back')}
        </Link>
      </div>
    </Container>
  );
}
