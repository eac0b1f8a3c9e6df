import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { lazy, Suspense, useId } from 'react';
import { Col, Row, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  activitySchema,
  DEFAULT_LOOKUP_ID,
  DEFAULT_REGULARITY_ID,
  htmlTextLength,
} from '../../../../../schema/validation/supplier-portal';
import { paths } from '../../../platform/paths';
import { applyServerErrors, FormField, SubmitButton, useFieldState } from '../../../components/forms';
import { useToast } from '../../../components/toasts';
import {
  CreateSupplierActivityDocument,
  SupplierActivityDocument,
  SupplierActivityLookupsDocument,
  UpdateSupplierActivityDocument,
  type ActivityInput,
  type DurationUnit,
  type SupplierActivityFormFragment,
  type SupplierActivityLookupsQuery,
} from '../../../graphql/generated/graphql';
import { SelectField, TextAreaField } from '../../admin/fields';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface Values {
  title: string;
  summary: string;
  description: string;
  basePrice: string;
  durationQuantity: number | string;
  durationUnit: 'days' | 'hours' | 'minutes';
  bookBefore: number | string;
  cancelBefore: number | string;
  expectedParticipants: number | string;
  minParticipants: number | string;
  maxParticipants: number | string;
  departureAddress: string;
  categoryId: number | string;
  languageId: number | string;
  regularityId: number | string;
  originId: number | string;
  destinationId: number | string;
}

const EMPTY: Values = {
  title: '',
  summary: '',
  description: '',
  basePrice: '',
  durationQuantity: 1,
  durationUnit: 'hours',
  bookBefore: 0,
  cancelBefore: 0,
  expectedParticipants: '',
  minParticipants: '',
  maxParticipants: '',
  departureAddress: '',
  categoryId: '',
  languageId: '',
  regularityId: DEFAULT_REGULARITY_ID,
  originId: '',
  destinationId: '',
};

type Lookups = SupplierActivityLookupsQuery;

/** The new-activity form: category, language and origin preselected at id 1 when the lookup offers it. */
function newActivityValues(l: Lookups): Values {
  const preselect = (items: { id: string }[]) =>
    items.some((i) => Number(i.id) === DEFAULT_LOOKUP_ID) ? DEFAULT_LOOKUP_ID : '';
  return {
    ...EMPTY,
    categoryId: preselect(l.activityCategories),
    languageId: preselect(l.languages),
    originId: preselect(l.locations),
  };
}

function valuesOf(a: SupplierActivityFormFragment): Values {
  return {
    title: a.title,
    summary: a.summary,
    description: a.description,
    basePrice: Number(a.basePrice).toFixed(2),
    durationQuantity: a.durationQuantity,
    durationUnit: a.durationUnit.toLowerCase() as Values['durationUnit'],
    bookBefore: a.bookBefore,
    cancelBefore: a.cancelBefore,
    expectedParticipants: a.expectedParticipants,
    minParticipants: a.minParticipants,
    maxParticipants: a.maxParticipants,
    departureAddress: a.departureAddress,
    categoryId: Number(a.category.id),
    languageId: Number(a.language.id),
    regularityId: Number(a.regularity.id),
    originId: Number(a.origin.id),
    destinationId: Number(a.destination.id),
  };
}

function inputOf(v: Values): ActivityInput {
  const unit = v.durationUnit;
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    description: v.description,
    basePrice: String(v.basePrice).trim(),
    durationQuantity: Number(v.durationQuantity),
    durationUnit: (unit.charAt(0).toUpperCase() + unit.slice(1)) as DurationUnit,
    bookBefore: Number(v.bookBefore),
    cancelBefore: Number(v.cancelBefore),
    expectedParticipants: Number(v.expectedParticipants),
    minParticipants: Number(v.minParticipants),
    maxParticipants: Number(v.maxParticipants),
    departureAddress: v.departureAddress.trim(),
    categoryId: Number(v.categoryId),
    languageId: Number(v.languageId),
    regularityId: Number(v.regularityId),
    originId: Number(v.originId),
    destinationId: Number(v.destinationId),
  };
}

function DescriptionField() {
  const id = useId();
  const [field, , helpers] = useField<string>('description');
  const { error, showError } = useFieldState('description');
  return (
    <div className="mb-3">
      <label htmlFor={id} id={`${id}-label`} className="form-label">
        Descripción
      </label>
      <Suspense fallback={<div className="border rounded p-3" style={{ minHeight: 200 }} aria-busy="true" />}>
        <RichTextEditor
          id={id}
          value={field.value}
          onChange={(html) =>
            void helpers.setValue(htmlTextLength(html) === 0 && !/<img/i.test(html) ? '' : html)
          }
          onBlur={() => void helpers.setTouched(true)}
          invalid={showError}
          describedBy={showError ? `${id}-error` : undefined}
          labelledBy={`${id}-label`}
        />
      </Suspense>
      {showError && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** Expected participants are copied into min and max on change (supplier spec §3). */
function ExpectedParticipantsField() {
  const [field, , helpers] = useField<number | string>('expectedParticipants');
  const [, , minHelpers] = useField('minParticipants');
  const [, , maxHelpers] = useField('maxParticipants');
  return (
    <FormField
      name="expectedParticipants"
      label="Participantes esperados"
      type="number"
      min={1}
      value={field.value ?? ''}
      onChange={(event) => {
        const value = event.target.value === '' ? '' : Number(event.target.value);
        void minHelpers.setValue(value, false);
        void maxHelpers.setValue(value, false);
        void helpers.setValue(value);
      }}
    />
  );
}

/** suppliers.activity.create and {id}/update: every field of the activity (supplier spec §3, §5). */
export function ActivityFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const lookups = useQuery(SupplierActivityLookupsDocument);
  const current = useQuery(SupplierActivityDocument, { variables: { id: id ?? '' }, skip: !id });
  const [create] = useMutation(CreateSupplierActivityDocument);
  const [update] = useMutation(UpdateSupplierActivityDocument);

  if ((id && !current.data) || !lookups.data) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" role="status" aria-label="Cargando" />
      </div>
    );
  }
  const l = lookups.data;
  const options = (items: { id: string; name: string }[]) =>
    items.map((i) => ({ value: Number(i.id), label: i.name }));
  const initial = current.data ? valuesOf(current.data.supplierActivity) : newActivityValues(l);

  async function onSubmit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      if (id) {
        const wasPublished = current.data?.supplierActivity.status === 1;
        const result = await update({ variables: { id, input: inputOf(values) } });
        // Text, price or picture changes of a published activity send it back to review (server rule).
        if (wasPublished && result.data?.updateActivity.status === 0)
          toast.warning(
            'Actividad enviada a revisión',
            'Los cambios de una actividad publicada deben ser aprobados de nuevo por Xplora; mientras tanto no se muestra al público.',
          );
        else toast.success('Actividad actualizada');
      } else {
        const result = await create({ variables: { input: inputOf(values) } });
        toast.success('Actividad creada');
        const newId = result.data?.createActivity.id;
        if (newId) navigate(`/suppliers/activity/${newId}/update`);
      }
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  }

  return (
    <section>
      {!id && <h1 className="h3 mb-3">Nueva actividad</h1>}
      {current.data && (
        <div className="text-end mb-2">
          <Link to={paths.activity(current.data.supplierActivity.id, current.data.supplierActivity.slug)}>
            <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
            Ver página pública
          </Link>
        </div>
      )}
      <Formik<Values>
        initialValues={initial}
        validationSchema={activitySchema}
        onSubmit={onSubmit}
        enableReinitialize
        validateOnMount
      >
        {() => (
          <Form noValidate data-testid="activity-form">
            <FormField name="title" label="Título" maxLength={124} />
            <TextAreaField name="summary" label="Resumen" maxLength={255} counter />
            <DescriptionField />
            <Row>
              <Col md={4}>
                <FormField name="basePrice" label="Precio base (USD)" inputMode="decimal" />
              </Col>
              <Col xs={6} md={4}>
                <FormField name="durationQuantity" label="Duración" type="number" min={1} />
              </Col>
              <Col xs={6} md={4}>
                <SelectField
                  name="durationUnit"
                  label="Unidad"
                  options={[
                    { value: 'hours', label: 'Horas' },
                    { value: 'days', label: 'Días' },
                    { value: 'minutes', label: 'Minutos' },
                  ]}
                />
              </Col>
              <Col xs={6} md={6}>
                <FormField
                  name="bookBefore"
                  label="Reservar con (horas de anticipación)"
                  type="number"
                  min={0}
                />
              </Col>
              <Col xs={6} md={6}>
                <FormField
                  name="cancelBefore"
                  label="Cancelar con (horas de anticipación)"
                  type="number"
                  min={0}
                />
              </Col>
              <Col md={4}>
                <ExpectedParticipantsField />
              </Col>
              <Col xs={6} md={4}>
                <FormField name="minParticipants" label="Mínimo de participantes" type="number" min={1} />
              </Col>
              <Col xs={6} md={4}>
                <FormField name="maxParticipants" label="Máximo de participantes" type="number" min={1} />
              </Col>
            </Row>
            <FormField name="departureAddress" label="Dirección de salida" maxLength={255} />
            <Row>
              <Col md={4}>
                <SelectField
                  name="categoryId"
                  label="Categoría"
                  placeholder="Seleccione"
                  options={options(l.activityCategories)}
                />
              </Col>
              <Col md={4}>
                <SelectField
                  name="languageId"
                  label="Idioma"
                  placeholder="Seleccione"
                  options={options(l.languages)}
                />
              </Col>
              <Col md={4}>
                <SelectField
                  name="regularityId"
                  label="Regularidad"
                  placeholder="Seleccione"
                  options={options(l.activityRegularities)}
                />
              </Col>
              <Col md={6}>
                <SelectField
                  name="originId"
                  label="Origen"
                  placeholder="Seleccione"
                  options={options(l.locations)}
                />
              </Col>
              <Col md={6}>
                <SelectField
                  name="destinationId"
                  label="Destino"
                  placeholder="Seleccione"
                  options={options(l.locations)}
                />
              </Col>
            </Row>
            <SubmitButton className="">Guardar</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
