import type { CodegenConfig } from '@graphql-codegen/cli';

const SUPPLIER_DAY = 'client/src/graphql/supplier-day.graphql';
const ADMIN = 'client/src/graphql/{admin,admin-payments,admin-failures,partner-keys}.graphql';
const DISCOVERY = 'client/src/graphql/discovery.graphql';
const OUTPUT_CONFIG = {
  nonOptionalTypename: true,
  skipTypeNameForRoot: true,
  useTypeImports: true,
  scalars: { DateTimeISO: 'string', ID: 'string' },
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/schema.graphql',
  generates: {
    'client/src/graphql/generated/graphql.ts': {
      documents: ['client/src/graphql/**/*.graphql', `!${SUPPLIER_DAY}`, `!${ADMIN}`, `!${DISCOVERY}`],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: OUTPUT_CONFIG,
    },
    // The supplier's day and the admin screens have modules of their own, so their documents load with those screens
    // and never weigh on the public pages' first load (one generated module is one chunk, shared by its pages).
    'client/src/graphql/generated/supplier-day.ts': {
      documents: [SUPPLIER_DAY],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: OUTPUT_CONFIG,
    },
    'client/src/graphql/generated/discovery.ts': {
      documents: [DISCOVERY],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: OUTPUT_CONFIG,
    },
    'client/src/graphql/generated/admin.ts': {
      documents: [ADMIN],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: OUTPUT_CONFIG,
    },
  },
};

export default config;
