import { GraphQLError, type ValidationContext, type ASTVisitor } from 'graphql';

/** Aliased fields one document may hold (the client's own operations use a handful). */
export const MAX_ALIASES = 30;

/**
 * Validation rule against alias abuse: one request carrying dozens of aliased copies of a costly or throttled field
 * (50 × `login`, 100 × `activity`). Rejected before any resolver runs (400 GRAPHQL_VALIDATION_FAILED).
 */
export function aliasLimit(max = MAX_ALIASES) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(
            new GraphQLError(`La consulta usa demasiados alias (máximo ${max}).`, { nodes: [node] }),
          );
        }
      },
    };
  };
}
