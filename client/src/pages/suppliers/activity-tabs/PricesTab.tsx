import { useMutation, useQuery } from '@apollo/client/react';
import { activityPriceSchema } from '../../../../../schema/validation/supplier-portal';
import { FormField } from '../../../components/forms';
import type { TableParams } from '../../../components/paginated-table';
import {
  CreateSupplierTabPriceDocument,
  DeleteSupplierTabPriceDocument,
  SupplierTabPricesDocument,
  UpdateSupplierTabPriceDocument,
  type SupplierTabPriceFragment,
} from '../../../graphql/generated/graphql';
import { TextAreaField } from '../../admin/fields';
import { ListTab, type ListRows } from './ListTab';
import { formatMoney, listVariables, useActivityId } from './tab-utils';

interface PriceValues {
  title: string;
  description: string;
  price: string;
  participants: number | string;
}

const SORT_KEYS = ['id', 'title', 'price', 'participants'] as const;

function usePriceRows(params: TableParams): ListRows<SupplierTabPriceFragment> {
  const activityId = useActivityId();
  const { data, previousData, loading, refetch } = useQuery(SupplierTabPricesDocument, {
    variables: { activityId, ...listVariables(params) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.activityPrices;
  return {
    rows: page?.items ?? [],
    page: page?.page ?? 1,
    lastPage: page?.lastPage ?? 1,
    total: page?.total ?? 0,
    loading: loading && !data,
    refetch,
  };
}

/** Prices tab (supplier spec): title, description, price ≥ 0, participants ≥ 0; mandatory lines stay. */
export function PricesTab() {
  const activityId = useActivityId();
  const [create] = useMutation(CreateSupplierTabPriceDocument);
  const [update] = useMutation(UpdateSupplierTabPriceDocument);
  const [remove] = useMutation(DeleteSupplierTabPriceDocument);
  return (
    <ListTab<SupplierTabPriceFragment, PriceValues>
      testId="prices-tab"
      heading="Precios"
      titleHeader="Título"
      sortKeys={SORT_KEYS}
      useRows={usePriceRows}
      columns={[
        { id: 'description', header: 'Descripción', cell: (p) => p.description ?? '' },
        { id: 'price', header: 'Precio', sortKey: 'price', cell: (p) => `$${formatMoney(p.price)}` },
        { id: 'participants', header: 'Participantes', sortKey: 'participants', cell: (p) => p.participants },
      ]}
      editable={(p) => !p.mandatory}
      schema={activityPriceSchema}
      createTitle="Nuevo precio"
      editTitle="Editar precio"
      toValues={(p) => ({
        title: p?.title ?? '',
        description: p?.description ?? '',
        price: p?.price ?? '',
        participants: p?.participants ?? 1,
      })}
      fields={() => (
        <>
          <FormField name="title" label="Título" />
          <TextAreaField name="description" label="Descripción" maxLength={255} counter />
          <FormField
            name="price"
            label="Precio (USD)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
          />
          <FormField name="participants" label="Participantes" type="number" min={0} step={1} />
        </>
      )}
      save={async (values, row) => {
        const input = {
          title: values.title.trim(),
          description: values.description.trim() || null,
          price: String(values.price),
          participants: Number(values.participants),
        };
        if (row) await update({ variables: { activityId, id: row.id, input } });
        else await create({ variables: { activityId, input } });
      }}
      remove={(row) => remove({ variables: { activityId, id: row.id } })}
    />
  );
}
