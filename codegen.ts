import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/schema.graphql',
  documents: ['client/src/graphql/**/*.graphql'],
  generates: {
    'client/src/graphql/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
