import { useMutation, useQuery } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { activityDetailSchema } from '../../../../../schema/validation/supplier-portal';
import { FormField } from '../../../components/forms';
import type { TableParams } from '../../../components/paginated-table';
import {
  CreateSupplierTabDetailDocument,
  DeleteSupplierTabDetailDocument,
  SupplierTabAttributeTemplatesDocument,
  SupplierTabDetailsDocument,
  UpdateSupplierTabDetailDocument,
  type ActivityDetailInput,
  type ActivityDetailType,
  type SupplierTabDetailFragment,
} from '../../../graphql/generated/graphql';
import { SelectField, TextAreaField } from '../../admin/fields';
import { ListTab, type ListRows } from './ListTab';
import { listVariables, useActivityId } from './tab-utils';

type DetailKind = 'attribute' | 'highlight' | 'question' | 'unsuitable';

interface DetailValues {
  type: DetailKind;
  attributeTemplateId: number | string;
  value: string;
  title: string;
  description: string;
}

const GRAPHQL_TYPE: Record<DetailKind, ActivityDetailType> = {
  attribute: 'Attribute',
  highlight: 'Highlight',
  question: 'Question',
  unsuitable: 'Unsuitable',
};

const SORT_KEYS = ['id', 'title', 'position'] as const;

interface KindTexts {
  testId: string;
  heading: string;
  titleHeader: string;
  descriptionHeader: string;
  createTitle: string;
  editTitle: string;
}

const TEXTS: Record<DetailKind, KindTexts> = {
  attribute: {
    testId: 'details-tab',
    heading: 'Detalles',
    titleHeader: 'Título',
    descriptionHeader: 'Descripción',
    createTitle: 'Nuevo detalle',
    editTitle: 'Editar detalle',
  },
  highlight: {
    testId: 'highlights-tab',
    heading: '¿Qué Harás?',
    titleHeader: 'Título',
    descriptionHeader: 'Descripción',
    createTitle: 'Nuevo registro',
    editTitle: 'Editar registro',
  },
  unsuitable: {
    testId: 'unsuitables-tab',
    heading: 'No Apto Para',
    titleHeader: 'Título',
    descriptionHeader: 'Descripción',
    createTitle: 'Nuevo registro',
    editTitle: 'Editar registro',
  },
  question: {
    testId: 'faq-tab',
    heading: 'Preguntas Frecuentes',
    titleHeader: 'Pregunta',
    descriptionHeader: 'Respuesta',
    createTitle: 'Nueva pregunta',
    editTitle: 'Editar pregunta',
  },
};

/** Template select with the template's title and description shown read-only (attributes). */
function AttributeFields() {
  const { data } = useQuery(SupplierTabAttributeTemplatesDocument);
  const { values } = useFormikContext<DetailValues>();
  const templates = data?.activityAttributes ?? [];
  const chosen = templates.find((t) => t.id === String(values.attributeTemplateId));
  return (
    <>
      <SelectField
        name="attributeTemplateId"
        label="Atributo"
        placeholder="Seleccione…"
        options={templates.map((t) => ({ value: t.id, label: t.name }))}
      />
      <div className="mb-3">
        <label className="form-label" htmlFor="attribute-title">
          Título
        </label>
        <input id="attribute-title" className="form-control" readOnly value={chosen?.name ?? ''} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="attribute-description">
          Descripción
        </label>
        <textarea
          id="attribute-description"
          className="form-control"
          readOnly
          rows={2}
          value={chosen?.description ?? ''}
        />
      </div>
      <SelectField
        name="value"
        label="Valor"
        placeholder="Seleccione…"
        options={[
          { value: 'true', label: 'Sí' },
          { value: 'false', label: 'No' },
        ]}
      />
    </>
  );
}

function DetailTab({ kind }: { kind: DetailKind }) {
  const activityId = useActivityId();
  const texts = TEXTS[kind];
  const [create] = useMutation(CreateSupplierTabDetailDocument);
  const [update] = useMutation(UpdateSupplierTabDetailDocument);
  const [remove] = useMutation(DeleteSupplierTabDetailDocument);

  const useRows = useCallback(
    function useDetailRows(params: TableParams): ListRows<SupplierTabDetailFragment> {
      const { data, previousData, loading, refetch } = useQuery(SupplierTabDetailsDocument, {
        variables: { activityId, type: GRAPHQL_TYPE[kind], ...listVariables(params) },
        fetchPolicy: 'cache-and-network',
      });
      const page = (data ?? previousData)?.activityDetails;
      return {
        rows: page?.items ?? [],
        page: page?.page ?? 1,
        lastPage: page?.lastPage ?? 1,
        total: page?.total ?? 0,
        loading: loading && !data,
        refetch,
      };
    },
    [activityId, kind],
  );

  const columns =
    kind === 'attribute'
      ? [
          {
            id: 'description',
            header: texts.descriptionHeader,
            cell: (d: SupplierTabDetailFragment) => d.description ?? '',
          },
          { id: 'value', header: 'Valor', cell: (d: SupplierTabDetailFragment) => (d.value ? 'Sí' : 'No') },
        ]
      : [
          {
            id: 'description',
            header: texts.descriptionHeader,
            cell: (d: SupplierTabDetailFragment) => d.description ?? '',
          },
        ];

  return (
    <ListTab<SupplierTabDetailFragment, DetailValues>
      key={kind}
      {...texts}
      sortKeys={SORT_KEYS}
      useRows={useRows}
      columns={columns}
      schema={activityDetailSchema}
      toValues={(d) => ({
        type: kind,
        attributeTemplateId: d?.attributeTemplateId ?? '',
        value: d?.value === null || d?.value === undefined ? '' : String(d.value),
        title: d?.title ?? '',
        description: d?.description ?? '',
      })}
      fields={() =>
        kind === 'attribute' ? (
          <AttributeFields />
        ) : (
          <>
            <FormField name="title" label={texts.titleHeader} maxLength={124} />
            <TextAreaField name="description" label={texts.descriptionHeader} maxLength={512} counter />
          </>
        )
      }
      save={async (values, row) => {
        const input: ActivityDetailInput =
          kind === 'attribute'
            ? {
                type: GRAPHQL_TYPE[kind],
                attributeTemplateId: Number(values.attributeTemplateId),
                value: values.value === 'true',
              }
            : {
                type: GRAPHQL_TYPE[kind],
                title: values.title.trim(),
                description: values.description.trim() || null,
              };
        if (row) await update({ variables: { activityId, id: row.id, input } });
        else await create({ variables: { activityId, input } });
      }}
      remove={(row) => remove({ variables: { activityId, id: row.id } })}
    />
  );
}

/** Details (attributes from a template, yes/no value). */
export function DetailsTab() {
  return <DetailTab kind="attribute" />;
}

/** '¿Qué Harás?' */
export function HighlightsTab() {
  return <DetailTab kind="highlight" />;
}

/** 'No Apto Para' */
export function UnsuitablesTab() {
  return <DetailTab kind="unsuitable" />;
}

/** 'Preguntas Frecuentes': question 12–124, answer 12–512. */
export function FaqTab() {
  return <DetailTab kind="question" />;
}
