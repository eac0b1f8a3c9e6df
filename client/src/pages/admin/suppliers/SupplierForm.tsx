import { useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { SUPPLIER_STATUSES, supplierSchema } from '../../../../../schema/validation/admin';
import { DEFAULT_DOCUMENT_TYPE_ID, DOCUMENT_TYPES } from '../../../../../schema/validation/auth';
import { applyServerErrors, FormField, SubmitButton } from '../../../components/forms';
import {
  AdminSupplierFormLookupsDocument,
  type AdminSupplierFormFragment,
  type CreateSupplierInput,
} from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';
import { SelectField, TextAreaField } from '../fields';

export interface SupplierFormValues {
  tradeName: string;
  legalName: string;
  documentTypeId: number | string;
  documentCode: string;
  email: string;
  phoneNumber: string;
  webpage: string;
  address: string;
  description: string;
  notes: string;
  fee: string;
  status: number | string;
  languageId: number | string;
  categoryId: number | string;
}

/** A new supplier's form: document type J by default, status with no default (spec §4). */
export const EMPTY_SUPPLIER: SupplierFormValues = {
  tradeName: '',
  legalName: '',
  documentTypeId: DEFAULT_DOCUMENT_TYPE_ID,
  documentCode: '',
  email: '',
  phoneNumber: '',
  webpage: '',
  address: '',
  description: '',
  notes: '',
  fee: '',
  status: '',
  languageId: '',
  categoryId: '',
};

export function valuesOf(supplier: AdminSupplierFormFragment): SupplierFormValues {
  return {
    tradeName: supplier.tradeName,
    legalName: supplier.legalName,
    documentTypeId: supplier.documentTypeId,
    documentCode: supplier.documentCode,
    email: supplier.email ?? '',
    phoneNumber: supplier.phoneNumber ?? '',
    webpage: supplier.webpage ?? '',
    address: supplier.address ?? '',
    description: supplier.description ?? '',
    notes: supplier.notes ?? '',
    fee: supplier.fee ? String(Number(supplier.fee)) : '',
    status: supplier.status,
    languageId: supplier.languageId ?? '',
    categoryId: supplier.categoryId ?? '',
  };
}

/** The GraphQL input from valid form values (the shared schema trims and converts). */
export function inputOf(values: SupplierFormValues): CreateSupplierInput {
  const cast = supplierSchema.cast(values);
  return {
    tradeName: cast.tradeName,
    legalName: cast.legalName,
    documentTypeId: cast.documentTypeId,
    documentCode: cast.documentCode,
    email: cast.email,
    phoneNumber: cast.phoneNumber || null,
    webpage: cast.webpage || null,
    address: cast.address || null,
    description: cast.description,
    notes: cast.notes || null,
    fee: String(cast.fee),
    status: cast.status,
    languageId: cast.languageId,
    categoryId: cast.categoryId,
  };
}

/** Every field and rule of the admin supplier form (supplier spec §3, §5); shared by create and update. */
export function SupplierForm({
  initialValues,
  onSubmit,
  aside,
  submitLabel,
}: {
  initialValues: SupplierFormValues;
  onSubmit(input: CreateSupplierInput): Promise<void>;
  /** Extra read-only content (the 'Active Since' block). */
  aside?: ReactNode;
  submitLabel: string;
}) {
  const t = useAdminTexts();
  const { data } = useQuery(AdminSupplierFormLookupsDocument);
  const categories = (data?.supplierCategories ?? []).map((c) => ({ value: Number(c.id), label: c.name }));
  const languages = (data?.languages ?? []).map((l) => ({ value: Number(l.id), label: l.name }));

  const submit = async (values: SupplierFormValues, helpers: FormikHelpers<SupplierFormValues>) => {
    try {
      await onSubmit(inputOf(values));
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={supplierSchema}
      validateOnMount
      enableReinitialize
      onSubmit={submit}
    >
      <Form noValidate aria-label={submitLabel} data-testid="supplier-form">
        {aside}
        <Row className="g-x-4">
          <Col md={6}>
            <FormField name="tradeName" label={t.form.tradeName} />
          </Col>
          <Col md={6}>
            <FormField name="legalName" label={t.form.legalName} />
          </Col>
          <Col md={3}>
            <SelectField
              name="documentTypeId"
              label={t.form.documentType}
              options={DOCUMENT_TYPES.map((d) => ({ value: d.id, label: `${d.code} - ${d.name}` }))}
            />
          </Col>
          <Col md={3}>
            <FormField name="documentCode" label={t.form.documentCode} maxLength={10} />
          </Col>
          <Col md={6}>
            <FormField
              name="email"
              type="email"
              label={t.form.email}
              hint={t.form.emailHint}
              autoComplete="off"
            />
          </Col>
          <Col md={6}>
            <FormField name="phoneNumber" type="tel" label={t.form.phone} />
          </Col>
          <Col md={6}>
            <FormField name="webpage" type="url" label={t.form.webpage} placeholder="https://" />
          </Col>
          <Col xs={12}>
            <FormField name="address" label={t.form.address} />
          </Col>
          <Col xs={12}>
            <TextAreaField name="description" label={t.form.description} maxLength={255} counter />
          </Col>
          <Col xs={12}>
            <TextAreaField name="notes" label={t.form.notes} maxLength={1024} counter rows={4} />
          </Col>
          <Col md={3}>
            <FormField
              name="fee"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.05"
              max="1"
              label={t.form.fee}
              hint={t.form.feeHint}
            />
          </Col>
          <Col md={3}>
            <SelectField
              name="status"
              label={t.form.status}
              placeholder={t.form.choose}
              options={SUPPLIER_STATUSES.map((s) => ({
                value: s.id,
                label: s.id === 1 ? t.status.active : t.status.inactive,
              }))}
            />
          </Col>
          <Col md={3}>
            <SelectField
              name="languageId"
              label={t.form.language}
              placeholder={t.form.choose}
              options={languages}
            />
          </Col>
          <Col md={3}>
            <SelectField
              name="categoryId"
              label={t.form.category}
              placeholder={t.form.choose}
              options={categories}
            />
          </Col>
        </Row>
        <div className="d-flex justify-content-end">
          <SubmitButton className="px-4">{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
