import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { Col, Row, Spinner } from 'react-bootstrap';
import { DOCUMENT_TYPES } from '../../../../schema/validation/auth';
import { supplierProfileSchema } from '../../../../schema/validation/supplier-portal';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import {
  SupplierProfilePageDocument,
  UpdateSupplierProfileDocument,
  type SupplierProfileFormFragment,
  type UpdateSupplierProfileInput,
} from '../../graphql/generated/graphql';
import { SelectField, TextAreaField } from '../admin/fields';

/** Language ids of the seeded catalogue: 1 Español, 2 English. */
const LANGUAGES = [
  { value: 1, label: 'Español' },
  { value: 2, label: 'English' },
];

interface Values {
  tradeName: string;
  legalName: string;
  address: string;
  description: string;
  documentTypeId: number | string;
  documentCode: string;
  webpage: string;
  languageId: number | string;
  phoneNumber: string;
  pagoMovil: { holder: string; rif: string; phone: string; bankCode: string };
}

function valuesOf(p: SupplierProfileFormFragment): Values {
  return {
    tradeName: p.tradeName,
    legalName: p.legalName,
    address: p.address ?? '',
    description: p.description ?? '',
    documentTypeId: p.documentTypeId,
    documentCode: p.documentCode,
    webpage: p.webpage ?? '',
    languageId: p.languageId ?? '',
    phoneNumber: p.phoneNumber ?? '',
    pagoMovil: {
      holder: p.pagoMovil?.holder ?? '',
      rif: p.pagoMovil?.rif ?? '',
      phone: p.pagoMovil?.phone ?? '',
      bankCode: p.pagoMovil?.bankCode ?? '',
    },
  };
}

/** Pago móvil is optional as a whole: all blank means none. */
function pagoMovilOf(v: Values): Values['pagoMovil'] | null {
  const pm = v.pagoMovil;
  return Object.values(pm).every((value) => !value.trim()) ? null : pm;
}

function inputOf(v: Values): UpdateSupplierProfileInput {
  const blank = (value: string) => (value.trim() ? value.trim() : null);
  return {
    tradeName: v.tradeName.trim(),
    legalName: v.legalName.trim(),
    address: blank(v.address),
    description: v.description.trim(),
    documentTypeId: Number(v.documentTypeId),
    documentCode: v.documentCode.trim(),
    webpage: blank(v.webpage),
    languageId: v.languageId === '' ? null : Number(v.languageId),
    phoneNumber: blank(v.phoneNumber),
    pagoMovil: pagoMovilOf(v),
  };
}

async function validate(values: Values) {
  try {
    await validateYupSchema({ ...values, pagoMovil: pagoMovilOf(values) }, supplierProfileSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** suppliers.profile: the supplier's own data and pago móvil, saved with updateSupplierProfile (supplier spec §9). */
export function SupplierProfilePage() {
  const toast = useToast();
  const { data } = useQuery(SupplierProfilePageDocument);
  const [save] = useMutation(UpdateSupplierProfileDocument);
  if (!data) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" role="status" aria-label="Cargando" />
      </div>
    );
  }

  async function onSubmit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      await save({ variables: { input: inputOf(values) } });
      toast.success('Perfil actualizado');
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  }

  return (
    <section>
      <h1 className="h3 mb-3">Perfil</h1>
      <Formik<Values>
        initialValues={valuesOf(data.supplierProfile)}
        validate={validate}
        onSubmit={onSubmit}
        validateOnMount
      >
        <Form noValidate>
          <Row>
            <Col md={6}>
              <FormField name="tradeName" label="Nombre comercial" maxLength={124} />
            </Col>
            <Col md={6}>
              <FormField name="legalName" label="Razón Social" maxLength={124} />
            </Col>
            <Col md={4}>
              <SelectField
                name="documentTypeId"
                label="Tipo de documento"
                options={DOCUMENT_TYPES.map((d) => ({ value: d.id, label: `${d.code} - ${d.name}` }))}
              />
            </Col>
            <Col md={8}>
              <FormField name="documentCode" label="Documento" />
            </Col>
          </Row>
          <FormField name="address" label="Dirección" maxLength={255} />
          <TextAreaField name="description" label="Descripción" maxLength={255} counter />
          <Row>
            <Col md={6}>
              <FormField name="webpage" label="Página web" type="url" placeholder="https://" />
            </Col>
            <Col md={3}>
              <SelectField name="languageId" label="Idioma" placeholder="Seleccione" options={LANGUAGES} />
            </Col>
            <Col md={3}>
              <FormField name="phoneNumber" label="Teléfono" type="tel" />
            </Col>
          </Row>
          <h2 className="h5 mt-3">Pago móvil</h2>
          <Row>
            <Col md={6}>
              <FormField name="pagoMovil.holder" label="Titular" />
            </Col>
            <Col md={6}>
              <FormField name="pagoMovil.rif" label="RIF o cédula" />
            </Col>
            <Col md={6}>
              <FormField name="pagoMovil.phone" label="Teléfono" type="tel" placeholder="04XX1234567" />
            </Col>
            <Col md={6}>
              <SelectField
                name="pagoMovil.bankCode"
                label="Banco"
                placeholder="Seleccione"
                options={data.banks.map((b) => ({ value: b.code, label: `${b.code} - ${b.name}` }))}
              />
            </Col>
          </Row>
          <SubmitButton className="">Guardar</SubmitButton>
        </Form>
      </Formik>
    </section>
  );
}
