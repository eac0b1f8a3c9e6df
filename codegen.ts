import type { CodegenConfig } from '@graphql-codegen/cli';

const SUPPLIER_DAY = 'client/src/graphql/{supplier-day,supplier-team}.graphql';
const SUPPLIER_FINANCE = 'client/src/graphql/supplier-statements.graphql';
const ADMIN = 'client/src/graphql/{admin,admin-payments,admin-failures,admin-finance,partner-keys}.graphql';
const DISCOVERY = 'client/src/graphql/discovery.graphql';
const RESCHEDULE = 'client/src/graphql/reschedule.graphql';
const WAITLIST = 'client/src/graphql/waitlist.graphql';
const OUTPUT_CONFIG = {
  nonOptionalTypename: true,
  skipTypeNameForRoot: true,
  useTypeImports: true,
  scalars: { DateTimeISO: 'string', ID: 'string' },
};

/** A generated module of its own: its documents load with the screens that import it. */
const ownModule = (documents: string) => ({
  documents: [documents],
  plugins: ['typescript-operations', 'typed-document-node'],
  config: OUTPUT_CONFIG,
});

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/schema.graphql',
  generates: {
    'client/src/graphql/generated/graphql.ts': {
      documents: [
        'client/src/graphql/**/*.graphql',
        `!${SUPPLIER_DAY}`,
        `!${SUPPLIER_FINANCE}`,
        `!${ADMIN}`,
        `!${DISCOVERY}`,
        `!${RESCHEDULE}`,
        `!${WAITLIST}`,
      ],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: OUTPUT_CONFIG,
    },
    // The supplier's day and the admin screens have modules of their own, so their documents load with those screens
    // and never weigh on the public pages' first load (one generated module is one chunk, shared by its pages).
    'client/src/graphql/generated/supplier-day.ts': ownModule(SUPPLIER_DAY),
    'client/src/graphql/generated/supplier-finance.ts': ownModule(SUPPLIER_FINANCE),
    'client/src/graphql/generated/discovery.ts': ownModule(DISCOVERY),
    'client/src/graphql/generated/admin.ts': ownModule(ADMIN),
    'client/src/graphql/generated/reschedule.ts': ownModule(RESCHEDULE),
    'client/src/graphql/generated/waitlist.ts': ownModule(WAITLIST),
  },
};

export default config;
