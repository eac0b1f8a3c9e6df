import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Card, Col, Nav, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { businessToday, exchangeRateSchema } from '../../../../../schema/validation/admin';
import { applyServerErrors, FormField, SubmitButton } from '../../../components/forms';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminExchangeRatesDocument,
  AdminSetExchangeRateDocument,
  type AdminExchangeRateFragment,
  type Currency,
} from '../../../graphql/generated/admin';
import { fill, useAdminTexts } from '../admin-texts';
import { evictFields } from '../cache';
import { dateTime, rate } from '../format';

interface RateValues {
  currency: Currency;
  rate: string;
  valueDate: string;
}

function RateForm({
  currency,
  current,
  onSaved,
}: {
  currency: Currency;
  current: AdminExchangeRateFragment | null | undefined;
  onSaved(): Promise<unknown>;
}) {
  const t = useAdminTexts();
  const toast = useToast();
  const [save] = useMutation(AdminSetExchangeRateDocument, { update: evictFields('latestExchangeRate') });
  const today = businessToday();

  const submit = async (values: RateValues, helpers: FormikHelpers<RateValues>) => {
    try {
      const cast = exchangeRateSchema.cast(values);
      await save({ variables: { input: { currency, rate: cast.rate, valueDate: cast.valueDate } } });
      toast.success(t.rates.saved, `${currency} → VES ${rate(cast.rate)}`);
      helpers.resetForm({ values: { currency, rate: '', valueDate: today } });
      await onSaved();
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  };

  return (
    <Card className="h-100" data-testid={`rate-form-${currency.toLowerCase()}`}>
      <Card.Body>
        <h2 className="h6">{fill(t.rates.set, { currency })}</h2>
        <p className="small text-body-secondary">
          {t.rates.current}:{' '}
          <strong data-testid={`current-${currency.toLowerCase()}`}>
            {current ? rate(current.rate) : '—'}
          </strong>
          {current && <> ({current.valueDate})</>}
        </p>
        <Formik
          initialValues={{ currency, rate: '', valueDate: today }}
          validationSchema={exchangeRateSchema}
          validateOnMount
          onSubmit={submit}
        >
          <Form noValidate aria-label={fill(t.rates.set, { currency })}>
            <FormField
              name="rate"
              inputMode="decimal"
              label={fill(t.rates.rate, { currency })}
              hint={t.rates.rateHint}
              placeholder="238.71"
            />
            <FormField name="valueDate" type="date" max={today} label={t.rates.valueDate} />
            <SubmitButton>{t.rates.save}</SubmitButton>
          </Form>
        </Formik>
      </Card.Body>
    </Card>
  );
}

/** USD→VES and EUR→VES: set a new rate with its value date; the history stays (newest value date first). */
export function ExchangeRatesPage() {
  const t = useAdminTexts();
  const [params, setParams] = useSearchParams();
  const filter = params.get('currency');
  const currency: Currency | null = filter === 'USD' || filter === 'EUR' ? filter : null;
  const table = useTableParams({ defaultSort: { key: 'value_date', direction: 'desc' }, sortKeys: [] });
  const { data, loading, refetch } = useQuery(AdminExchangeRatesDocument, {
    variables: { currency, page: table.page, perPage: table.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.exchangeRates;

  const columns: TableColumn<AdminExchangeRateFragment>[] = [
    { id: 'valueDate', header: t.rates.valueDate, cell: (r) => r.valueDate },
    { id: 'currency', header: t.rates.currency, cell: (r) => `${r.currency} → VES` },
    {
      id: 'rate',
      header: 'Tasa',
      className: 'text-end font-monospace',
      headerClassName: 'text-end',
      cell: (r) => r.rate,
    },
    {
      id: 'createdAt',
      header: t.rates.createdAt,
      className: 'text-nowrap',
      cell: (r) => dateTime(r.createdAt),
    },
  ];

  return (
    <section>
      <h1 className="h3 mb-3">{t.rates.title}</h1>
      <Row xs={1} md={2} className="g-3 mb-4" style={{ maxWidth: 900 }}>
        <Col>
          <RateForm currency="USD" current={data?.usd} onSaved={refetch} />
        </Col>
        <Col>
          <RateForm currency="EUR" current={data?.eur} onSaved={refetch} />
        </Col>
      </Row>
      <div className="d-flex align-items-center gap-3 mb-2">
        <h2 className="h5 mb-0">{t.rates.history}</h2>
        <Nav variant="pills" activeKey={currency ?? 'all'} className="small">
          {(['all', 'USD', 'EUR'] as const).map((key) => (
            <Nav.Item key={key}>
              <Nav.Link
                eventKey={key}
                className="py-1"
                onClick={() => setParams(key === 'all' ? {} : { currency: key })}
              >
                {key === 'all' ? t.rates.all : key}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </div>
      <PaginatedTable
        testId="rate-table"
        caption={t.rates.caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(r) => r.id}
        loading={loading && !data}
        emptyMessage={t.rates.empty}
        paging={table.pagingOf(page)}
      />
    </section>
  );
}
